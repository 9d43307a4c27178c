import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.for-owners.$permission";
import { FOR_OWNERS, may, PERMISSIONS, type Permission, REFUSED } from "#app/features/admin/roles.ts";
import { refusal, signedIn } from "#app/features/admin/staff.server.ts";
import { ForOwners, staffMeta } from "#app/features/admin/staff-ui.tsx";

/**
 * Where a guide lands who opened an owner's address as a page: a download (a CSV, a backup, a QR code) typed,
 * pasted from a message or followed from a bookmark (decision 196). It says what the address is for and what to do
 * instead, in the staff area with its menu, where the address alone would have answered a line of JSON.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title ?? "For owners");

function permissionOf(slug: string): Permission | null {
  const permission = slug.replaceAll("-", " ");
  return Object.hasOwn(PERMISSIONS, permission) ? (permission as Permission) : null;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const permission = permissionOf(params.permission);
  if (!permission) throw refusal(404, "There is no such page in the staff area.");
  // An owner may: there is nothing to explain, and the overview is where they work from.
  if (may(signedIn(context).role, permission)) throw redirect("/admin");
  return data({ ...FOR_OWNERS[permission], problem: REFUSED[permission] }, { status: 403 });
}

export default function StaffForOwners({ loaderData }: Route.ComponentProps) {
  return <ForOwners {...loaderData} />;
}
