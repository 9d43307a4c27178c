import { redirect } from "react-router";
import type { Route } from "./+types/admin.logout";
import {
  inboxRequest,
  readCookie,
  SESSION_COOKIE,
  signInClient,
  staffCookie,
} from "#app/features/admin/staff.server.ts";

/** Signing out ends the session in the database, not only the cookie. Reached through the layout's CSRF check. */
export async function action({ request, context }: Route.ActionArgs) {
  const { inbox, secure } = inboxRequest(context);
  await inbox.auth.signOut(readCookie(request, SESSION_COOKIE, secure), signInClient(request, context));
  throw redirect("/admin/login", {
    headers: { "Set-Cookie": staffCookie(SESSION_COOKIE, "", { secure, maxAge: 0 }) },
  });
}

export function loader() {
  throw redirect("/admin");
}

/** Never drawn (both ways in redirect); having one makes a refused sign-out (an expired form) a page in the inbox. */
export default function SignOut() {
  return null;
}
