/**
 * What the audit trail records (server/staff/audit.ts), each with the words the Activity page's filter shows. No
 * database code: the page's filter reads it in the browser too.
 */
export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-out": "Signed out",
  setup: "Setup password used",
  "owner-created": "Owner account created",
  "invitation-sent": "Invitation sent",
  "invitation-revoked": "Invitation revoked",
  "invitation-accepted": "Invitation accepted",
  "role-changed": "Role changed",
  "status-changed": "Account disabled or enabled",
  "reset-sent": "Password reset sent",
  "password-changed": "Password changed",
  "passkey-added": "Passkey added",
  "passkey-removed": "Passkey removed",
  "sessions-ended": "Sessions ended",
  "application-approved": "Application approved",
  "application-rejected": "Application rejected",
  "application-reopened": "Application rejection undone",
  "code-redeemed": "Code redeemed",
  "subscriber-unsubscribed": "Subscriber unsubscribed",
  "subscriber-confirmed": "Subscription confirmed by the reader",
  "subscriber-left": "Reader unsubscribed themselves",
  "subscribers-exported": "Subscribers exported",
  "request-booked": "Tour request booked",
  "request-declined": "Tour request declined",
  "request-reopened": "Tour request reopened",
  "request-notes-saved": "Tour request notes saved",
  "email-sent": "E-mail sent",
  "email-marked-sent": "E-mail marked sent by hand",
  "campaign-link-made": "Campaign link made",
  "campaign-link-changed": "Campaign link changed",
  "campaign-link-deleted": "Campaign link deleted",
  "requests-exported": "Tour requests exported",
  "content-saved": "Content saved in the editor",
  "picture-uploaded": "Picture uploaded",
  "content-published": "Content published",
  "content-restored": "Content restored",
  "backup-made": "Backup made",
  "backup-downloaded": "Backup downloaded",
  "backup-restored": "Data restored from a backup",
  "newsletter-written": "Newsletter issue written",
  "newsletter-tested": "Newsletter test sent",
  "newsletter-scheduled": "Newsletter scheduled",
  "newsletter-sent": "Newsletter sent",
  "newsletter-paused": "Newsletter send paused",
  "newsletter-resumed": "Newsletter send resumed",
  "newsletter-cancelled": "Newsletter send cancelled",
  "retention-applied": "Old records deleted (privacy limits)",
  "privacy-search": "Personal data looked up",
  "privacy-export": "Personal data exported",
  "privacy-erased": "Personal data erased",
  "privacy-request": "Privacy request confirmed by the visitor",
  "privacy-request-answered": "Privacy request marked answered",
  "mail-set-up": "E-mail sending set up or changed",
  "site-address-set": "The site's address set or changed",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** What visitors do themselves (no staff member acts): the Activity page names them as the visitor. */
export const VISITOR_ACTIONS: ReadonlySet<string> = new Set<AuditAction>([
  "subscriber-confirmed",
  "subscriber-left",
  "privacy-request",
]);

export function isAuditAction(value: string | null | undefined): value is AuditAction {
  return typeof value === "string" && Object.hasOwn(AUDIT_ACTIONS, value);
}
