/** How long the sign-in links staff receive by e-mail work (server/staff/people.ts); pages say it too. */
export const INVITATION_DAYS = 7;
export const RESET_HOURS = 24;
