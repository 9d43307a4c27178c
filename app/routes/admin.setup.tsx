import { useEffect, useRef } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { FileField, focusFirstInvalid, TextField } from "#app/features/forms/form-fields.tsx";
import type { Route } from "./+types/admin.setup";
import { readSiteAddress } from "#app/features/admin/site-address.ts";
import { SiteAddressField } from "#app/features/admin/site-address-field.tsx";
import { buttonClasses, textLinkClasses } from "#app/components/ui/button.tsx";
import {
  inboxRequest,
  loginForm,
  loginFormMatches,
  newPasswordProblem,
  personFields,
  SECOND_LOOK,
  readCookie,
  SESSION_COOKIE,
  sessionRedirect,
  signInClient,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  Notice,
  PasswordField,
  StaffErrorPage,
  SignInCard,
  staffMeta,
} from "#app/features/admin/staff-ui.tsx";
import { RESTORE_FIELDS, SETUP_OFF } from "#app/features/admin/setup-restore.ts";
import { restoreFromSetup } from "#app/features/admin/setup-restore.server.ts";

export const meta: Route.MetaFunction = () => staffMeta("Set up");

/**
 * The setup password (ADMIN_PASSWORD): on a fresh install it leads straight to "create the owner account", or to
 * "restore from a backup file" (a new server taking over an old one's data); later it is the logged way back in for
 * owners who are all locked out, and can only create another owner.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox, secure, setupRestore } = inboxRequest(context);
  const keyOptional = setupRestore.hasServerKey;
  const fresh = !(await inbox.auth.hasAccounts());
  // A 404 (decision 165): there is no setup here to use, and the page says how the server's operator turns it on.
  if (!inbox.auth.setupEnabled) {
    return data(
      { step: "off" as const, formToken: "", csrf: "", fresh, askAddress: false, keyOptional },
      { status: 404 },
    );
  }
  const session = await inbox.auth.session(readCookie(request, SESSION_COOKIE, secure));
  if (session?.staff) throw redirect("/admin");
  // Without PUBLIC_SITE_URL, the site's address is asked for here, once: links in e-mails are built on it.
  const askAddress = await inbox.siteAddress.needed();
  if (session)
    return {
      step: "create" as const,
      formToken: "",
      csrf: session.csrfToken,
      fresh,
      askAddress,
      keyOptional,
    };
  const { formToken, headers } = loginForm(request, context);
  return data({ step: "unlock" as const, formToken, csrf: "", fresh, askAddress, keyOptional }, { headers });
}

type SetupErrors = Partial<Record<"name" | "email" | "password" | "siteAddress", string>>;

export async function action({ request, context }: Route.ActionArgs) {
  // The restore form posts a file (multipart, streamed to disk): read by its own reader, never as a staff form.
  if (new URL(request.url).searchParams.has("restore")) return restoreFromSetup(request, context);
  const { inbox, secure } = inboxRequest(context);
  const client = signInClient(request, context);
  const form = await staffForm(request, [
    "intent",
    "formToken",
    "setupPassword",
    "csrf",
    "name",
    "email",
    "password",
    "siteAddress",
  ]);

  if (form.intent === "unlock") {
    if (!loginFormMatches(request, context, form.formToken)) {
      return data({ error: "This form has expired: reload the page and try again." }, { status: 403 });
    }
    const result = await inbox.auth.signInWithSetupPassword(form.setupPassword ?? "", client);
    if (result.ok) throw sessionRedirect("/admin/setup", result.token, secure);
    if (result.reason === "throttled") {
      return data(
        {
          error: `Too many failed sign-ins from this connection. Try again in ${result.retryMinutes} minutes.`,
        },
        { status: 429 },
      );
    }
    if (result.reason === "disabled") return data({ error: SETUP_OFF }, { status: 404 });
    return data({ error: "That is not the setup password." }, { status: 401 });
  }

  const session = await inbox.auth.session(readCookie(request, SESSION_COOKIE, secure));
  if (!session || session.staff) throw redirect("/admin/setup");
  if (form.csrf !== session.csrfToken) {
    return data({ error: "This form has expired: reload the page and try again." }, { status: 403 });
  }
  // Every field's problem at once, each at its field: not one at a time, below the form.
  const person = personFields(form);
  const errors: SetupErrors = "errors" in person ? { ...person.errors } : {};
  const weak = newPasswordProblem(form.password, "errors" in person ? (form.email ?? "") : person.email);
  if (weak) errors.password = weak;
  const askAddress = await inbox.siteAddress.needed();
  const address = askAddress ? readSiteAddress(form.siteAddress ?? "") : null;
  if (address && !address.ok) errors.siteAddress = address.problem;
  if ("errors" in person || Object.keys(errors).length)
    return data({ error: SECOND_LOOK, errors }, { status: 400 });
  const created = await inbox.people.createOwner(
    { ...person, password: form.password ?? "" },
    client.clientHash,
  );
  if (!created.ok) return data({ error: created.text }, { status: 409 });
  if (address?.ok)
    await inbox.siteAddress.save(address.url, { actor: created.person, clientHash: client.clientHash });
  await inbox.auth.endSetupSession(session.id);
  const { token } = await inbox.auth.signInAs(created.person, client, "for the first time");
  throw sessionRedirect("/admin/people", token, secure);
}

export default function StaffSetup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const restoring = busy && navigation.formAction?.includes("restore");
  const message = actionData?.error ? { tone: "error" as const, text: actionData.error } : null;
  const restoreError = actionData && "form" in actionData ? message : null;
  const error = restoreError ? null : message;
  const refused = (actionData as { errors?: SetupErrors } | undefined)?.errors;
  const errors: SetupErrors = refused ?? {};
  const offerRestore = loaderData.step === "create" && loaderData.fresh;
  // After a refusal, the keyboard starts at the first field to fix.
  const createForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused && createForm.current) focusFirstInvalid(createForm.current, refused);
  }, [refused]);
  return (
    <SignInCard wide={offerRestore}>
      {loaderData.step === "off" ? (
        <>
          <h1 className="text-3xl">Setup is turned off</h1>
          <p className="mt-4 text-lg text-muted">
            {loaderData.fresh
              ? "This server has no setup password yet, so nobody can create the owner account. Whoever runs the server can turn setup on in three steps:"
              : "Staff sign in with their own e-mail on the sign-in page. If every owner is locked out, whoever runs the server can turn setup on in three steps:"}
          </p>
          <ol className="mt-4 grid list-decimal gap-2 pl-6">
            <li>Choose a setup password of 12 characters or more, and keep it somewhere safe.</li>
            <li>
              Give it to the server as the setting <code className="font-mono text-sm">ADMIN_PASSWORD</code>,
              where its other settings are kept (its environment, or the settings page of the service that
              hosts it).
            </li>
            <li>
              {loaderData.fresh
                ? "Restart the server and come back to this page: the setup password opens the way to create the owner account, or to restore the site from a backup file."
                : "Restart the server and come back to this page: the setup password lets you create another owner account."}
            </li>
          </ol>
          {loaderData.fresh ? (
            <p className="mt-4 text-muted">
              Once the owner account exists, everyone signs in with their own e-mail, and the setup password
              is kept for owners who are all locked out.
            </p>
          ) : (
            <p className="mt-4">
              <a href="/admin/login" className={textLinkClasses()}>
                Go to the sign-in page
              </a>
            </p>
          )}
        </>
      ) : loaderData.step === "unlock" ? (
        <>
          <h1 className="text-3xl">
            {loaderData.fresh ? "Set up the staff area" : "Use the setup password"}
          </h1>
          <p className="mt-3 text-muted">
            {loaderData.fresh
              ? "Welcome! Type the setup password that came with this server to create the owner account."
              : "For owners who are all locked out: the setup password creates another owner account. Its use is recorded in the activity record."}
          </p>
          {/* Each step's form is its own element (a key each): React would otherwise reuse the setup password's
              input, and the value typed in it, for the next step's first field. */}
          <Form key="unlock" method="post" className="mt-6 grid gap-4">
            <input type="hidden" name="intent" value="unlock" />
            <input type="hidden" name="formToken" value={loaderData.formToken} />
            <TextField
              id="setup-password"
              label="Setup password"
              name="setupPassword"
              type="password"
              required
              autoComplete="off"
            />
            <Notice notice={error} />
            <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full")}>
              Continue
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="text-3xl">Create the owner account</h1>
          <p className="mt-3 text-muted">
            The owner invites the guides, publishes the site and sees the activity record. You sign in with
            this e-mail from now on, and can add a passkey once you are in.
          </p>
          {offerRestore ? (
            <p className="mt-3 text-muted">
              Moving the site from another server?{" "}
              <a href="#restore-heading" className={textLinkClasses()}>
                Restore from a backup file
              </a>{" "}
              instead, and sign in with your usual account.
            </p>
          ) : null}
          <Form key="create" ref={createForm} method="post" className="mt-6 grid gap-4">
            <input type="hidden" name="intent" value="create" />
            <input type="hidden" name="csrf" value={loaderData.csrf} />
            <TextField
              id="name"
              label="Your name"
              name="name"
              required
              maxLength={100}
              autoComplete="name"
              error={errors.name}
            />
            <TextField
              id="email"
              label="E-mail"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="username"
              error={errors.email}
            />
            <PasswordField error={errors.password} />
            {loaderData.askAddress ? <SiteAddressField error={errors.siteAddress} /> : null}
            <Notice notice={error} />
            <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full")}>
              Create the owner account
            </button>
          </Form>
          {offerRestore ? (
            <RestoreForm
              csrf={loaderData.csrf}
              keyOptional={loaderData.keyOptional}
              busy={busy}
              restoring={Boolean(restoring)}
              error={restoreError}
            />
          ) : null}
        </>
      )}
    </SignInCard>
  );
}

/**
 * "Restore from a backup file", beside creating the owner on a new server: the file downloaded from Backups and the
 * key it was locked with. The server checks it whole before changing anything, then restores it and starts again
 * over it, which takes a minute or two.
 */
function RestoreForm({
  csrf,
  keyOptional,
  busy,
  restoring,
  error,
}: {
  csrf: string;
  keyOptional: boolean;
  busy: boolean;
  restoring: boolean;
  error: { tone: "error"; text: string } | null;
}) {
  return (
    <section aria-labelledby="restore-heading" className="mt-10 border-t border-cream pt-8">
      <h2 id="restore-heading" className="scroll-mt-24 font-sans text-xl font-semibold">
        Restore from a backup file
      </h2>
      <p className="mt-2 text-muted">
        Everything comes back as it was when the backup was made: the staff accounts, messages, requests,
        subscribers, the activity record and every version of the site. Staff sign in with their usual e-mail
        and password.
      </p>
      <Form
        key="restore"
        method="post"
        action="/admin/setup?restore"
        encType="multipart/form-data"
        className="mt-6 grid gap-4"
      >
        <input type="hidden" name={RESTORE_FIELDS.csrf} value={csrf} />
        <FileField
          id="backup-file"
          label="Backup file"
          name={RESTORE_FIELDS.file}
          required
          hint="The file you downloaded from Backups on the old server."
        />
        <TextField
          id="backup-key"
          label="Backup key"
          name={RESTORE_FIELDS.key}
          type="password"
          autoComplete="off"
          spellCheck={false}
          optional={keyOptional}
          required={!keyOptional}
          hint={
            keyOptional
              ? "The key the backup was locked with, kept with your records. Leave it empty if this server was given the same key."
              : "The key the backup was locked with, kept with your records: a line of 44 letters, digits and signs."
          }
        />
        <Notice notice={error} />
        <button type="submit" disabled={busy} className={buttonClasses("secondary", "md", "w-full")}>
          {restoring ? "Restoring: this takes a minute or two…" : "Restore this backup"}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
