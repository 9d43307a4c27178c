/** The field names of the setup page's "Restore from a backup file" form (its action: setup-restore.server.ts). */
export const RESTORE_FIELDS = { file: "backupFile", key: "backupKey", csrf: "csrf" } as const;
