/** The field names of the setup page's "Restore from a backup file" form (its action: setup-restore.server.ts). */
export const RESTORE_FIELDS = { file: "backupFile", key: "backupKey", csrf: "csrf" } as const;

/**
 * What the setup page answers while the server has no setup password: its reader is the operator at the server, so it
 * names the setting (docs/decisions/165-setup-turned-off-says-how-to-turn-it-on.md).
 */
export const SETUP_OFF =
  "Setup is turned off on this server: give the server a setup password (ADMIN_PASSWORD) and restart it.";
