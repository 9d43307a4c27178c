/**
 * What marks a newsletter test: its subject starts with it. A test goes to the person who asked for it, and only them:
 * while it waits in the outbox (e-mail not set up), nobody else is asked to copy and send it (docs/decisions/187).
 */
export const TEST_SUBJECT_MARK = "[TEST] ";
