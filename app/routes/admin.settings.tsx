import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin.settings";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { MAIL_PROVIDERS, readMailSetup, type MailSetupFields } from "#app/features/admin/mail-setup.ts";
import {
  changedBy,
  inboxRequest,
  notMade,
  requireRoleToChange,
  requireRoleToOpen,
  signedIn,
  staffDate,
  type StaffAnswer,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import { ConfirmButton, CsrfField, Notice, PageHeading, staffMeta } from "#app/features/admin/staff-ui.tsx";
import { TextField } from "#app/features/forms/form-fields.tsx";
import { SiteAddressField } from "#app/features/admin/site-address-field.tsx";
import { readSiteAddress } from "#app/features/admin/site-address.ts";

export const meta: Route.MetaFunction = () => staffMeta("Settings");

// Owners only: the mail password opens the company's mailbox.
export const middleware: Route.MiddlewareFunction[] = [requireRoleToChange("change settings")];

export async function loader({ context }: Route.LoaderArgs) {
  requireRoleToOpen(context, "change settings");
  const { inbox } = inboxRequest(context);
  const [view, address] = await Promise.all([inbox.mail.view(), inbox.siteAddress.view()]);
  return {
    me: signedIn(context).email,
    address:
      address.source === "settings"
        ? { ...address, updatedAt: staffDate(address.updatedAt, { inSentence: true }) }
        : address,
    mail:
      view.source === "settings"
        ? { ...view, updatedAt: staffDate(view.updatedAt, { inSentence: true }) }
        : view.source === "operator"
          ? view
          : { source: "none" as const },
  };
}

type Notice = { tone: "success" | "error"; text: string };
type Result = { notice?: Notice; errors?: Partial<Record<keyof MailSetupFields | "siteAddress", string>> };

/** A refusal in words, with its status, and each field's problem at the field. */
const refused = (status: 400 | 409, text: string, errors?: Result["errors"]) =>
  notMade(status, text, errors ? { errors } : {});
const SET_BY_OPERATOR = "This server's e-mail is set up by whoever runs it, so it cannot be changed here.";
const SECOND_LOOK = "Some of the mail settings need a second look.";

export async function action({ context, request }: Route.ActionArgs): Promise<StaffAnswer<Result>> {
  const { inbox } = inboxRequest(context);
  const form = await staffForm(request, [
    "intent",
    "host",
    "port",
    "username",
    "password",
    "from",
    "siteAddress",
  ]);
  const by = changedBy(context);
  switch (form.intent) {
    case "save-address": {
      if (inbox.siteAddress.setByOperator)
        return refused(409, "This server's address is set by whoever runs it, so it cannot be changed here.");
      const read = readSiteAddress(form.siteAddress ?? "");
      if (!read.ok) return refused(400, read.problem, { siteAddress: read.problem });
      await inbox.siteAddress.save(read.url, by);
      return {
        notice: { tone: "success", text: `Saved. Links in e-mails now lead to ${read.url}.` },
      } satisfies Result;
    }
    case "save-mail": {
      if (inbox.mail.setByOperator) return refused(409, SET_BY_OPERATOR);
      const read = readMailSetup(form);
      if (!read.ok) return refused(400, SECOND_LOOK, read.errors);
      const before = await inbox.mail.view();
      const samePerson = before.source === "settings" && before.username === read.setup.username;
      if (read.setup.username && !read.setup.password && !(samePerson && before.hasPassword))
        return refused(400, SECOND_LOOK, { password: "Type the password that goes with this user name." });
      // Tried before it is saved: settings that cannot reach the server would only fill the outbox with failures.
      const tried = await inbox.mail.check(read.setup);
      if (!tried.ok)
        return refused(
          400,
          `Not saved: ${tried.text}`,
          tried.field ? { [tried.field]: tried.text } : undefined,
        );
      await inbox.mail.save(read.setup, by);
      void inbox.outbox.retryAllNow();
      return {
        notice: {
          tone: "success",
          text: `Saved. The mail server at ${read.setup.host} answered${read.setup.username ? " and took the user name and password" : ""}: e-mail now goes out through it. Send yourself a test to be sure it arrives.`,
        },
      } satisfies Result;
    }
    case "test-mail": {
      const result = await inbox.mail.test(by.actor.email, "Whisker Walks NYC");
      return { notice: { tone: result.ok ? "success" : "error", text: result.text } } satisfies Result;
    }
    case "turn-off-mail": {
      if (inbox.mail.setByOperator) return refused(409, SET_BY_OPERATOR);
      await inbox.mail.clear(by);
      return {
        notice: {
          tone: "success",
          text: "E-mail is off: new e-mail waits in the outbox for you to send by hand.",
        },
      } satisfies Result;
    }
    default:
      return refused(400, "That is not something this page does.");
  }
}

/** A section's save button, which says it is saving while its own form is sent. */
function SaveButton({ intent, busy, label }: { intent: string; busy: unknown; label: string }) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={buttonClasses("primary", "md")}
      disabled={busy === intent}
    >
      {busy === intent ? "Saving…" : label}
    </button>
  );
}

export default function StaffSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { mail, me, address } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errors = (actionData as Result | undefined)?.errors ?? {};
  const saved = mail.source === "settings" ? mail : null;
  return (
    <>
      <PageHeading title="Settings" />
      <Notice notice={actionData?.notice} />
      <section
        aria-labelledby="address-heading"
        className="mt-8 max-w-3xl rounded-3xl bg-card p-6 shadow-raised sm:p-8"
      >
        <h2 id="address-heading" className="font-sans text-xl font-semibold">
          The site's address
        </h2>
        {address.source === "operator" ? (
          <p className="mt-2 text-muted">
            Links in e-mails (invitations, password resets, the newsletter) lead to {address.url}, set by
            whoever runs this server. To change it, ask them.
          </p>
        ) : (
          <>
            <p className="mt-2 text-muted">
              {address.source === "settings"
                ? `Links in e-mails (invitations, password resets, the newsletter) lead to ${address.url}. Set by ${address.updatedBy || "an owner"}, ${address.updatedAt}.`
                : `Nobody has given the site's address yet, so links in e-mails lead to ${address.url}, the address the site was built for. Give the address visitors use.`}
            </p>
            <Form method="post" className="mt-6 grid gap-5">
              <CsrfField />
              <SiteAddressField
                defaultValue={address.source === "settings" ? address.url : ""}
                error={errors.siteAddress}
              />
              <div>
                <SaveButton intent="save-address" busy={busy} label="Save the address" />
              </div>
            </Form>
          </>
        )}
      </section>
      <section
        aria-labelledby="mail-heading"
        className="mt-8 max-w-3xl rounded-3xl bg-card p-6 shadow-raised sm:p-8"
      >
        <h2 id="mail-heading" className="font-sans text-xl font-semibold">
          E-mail
        </h2>
        {mail.source === "operator" ? (
          <p className="mt-2 text-muted">
            E-mail goes out through {mail.host} (port {mail.port}), set up by whoever runs this server. To
            change it, ask them; a test below shows whether it works.
          </p>
        ) : (
          <>
            <p className="mt-2 text-muted">
              {saved
                ? `E-mail goes out through ${saved.host}, from ${saved.from}. Set up by ${saved.updatedBy || "an owner"}, ${saved.updatedAt}.`
                : "E-mail is not set up yet: replies, invitations and the newsletter wait in the outbox. Fill in your mail provider's details to send them from here."}
            </p>
            <p className="mt-2 text-sm text-muted">
              Where to find them:{" "}
              {MAIL_PROVIDERS.map((provider, index) => (
                <span key={provider.host}>
                  {index ? "; " : ""}
                  {provider.name}: <strong className="font-semibold text-ink">{provider.host}</strong>, port{" "}
                  {provider.port}
                  {provider.note ? `, ${provider.note}` : ""}
                </span>
              ))}
              . Others list theirs under "SMTP" in their help pages.
            </p>
            {saved?.passwordUnreadable ? (
              <p role="alert" className="mt-4 rounded-2xl bg-brick/10 px-5 py-4 text-brick">
                The saved password can no longer be read on this server (its secret key changed). Type it
                again and save.
              </p>
            ) : null}
            <Form method="post" className="mt-6 grid gap-5 sm:grid-cols-2">
              <CsrfField />
              <TextField
                id="mail-host"
                name="host"
                label="Mail server"
                hint="Your provider's outgoing server, like smtp.gmail.com"
                defaultValue={saved?.host ?? ""}
                required
                maxLength={253}
                autoCapitalize="none"
                spellCheck={false}
                error={errors.host}
              />
              <TextField
                id="mail-port"
                name="port"
                label="Port"
                hint="587 for most providers, 465 for some"
                type="number"
                inputMode="numeric"
                min={1}
                max={65535}
                defaultValue={saved?.port ?? 587}
                required
                error={errors.port}
              />
              <TextField
                id="mail-username"
                name="username"
                label="User name"
                hint="Usually your full e-mail address"
                defaultValue={saved?.username ?? ""}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={320}
                optional
                error={errors.username}
              />
              <TextField
                id="mail-password"
                name="password"
                label="Password"
                hint={
                  saved?.hasPassword
                    ? "Saved and kept secret; leave it empty to keep it"
                    : "Your provider may call it an app password"
                }
                type="password"
                autoComplete="new-password"
                maxLength={500}
                optional
                error={errors.password}
              />
              <TextField
                id="mail-from"
                name="from"
                label="Send from"
                hint="The address readers see and reply to, like Whisker Walks NYC <hello@whiskerwalks.nyc>"
                defaultValue={saved?.from ?? ""}
                required
                maxLength={400}
                className="sm:col-span-2"
                error={errors.from}
              />
              <div className="flex flex-wrap gap-3 sm:col-span-2">
                <SaveButton intent="save-mail" busy={busy} label="Save" />
              </div>
            </Form>
          </>
        )}
        {mail.source === "none" ? null : (
          <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-ink/10 pt-6">
            <Form method="post">
              <CsrfField />
              <button
                type="submit"
                name="intent"
                value="test-mail"
                className={buttonClasses("secondary", "md")}
                disabled={busy === "test-mail"}
              >
                {busy === "test-mail" ? "Sending a test…" : `Send a test to ${me}`}
              </button>
            </Form>
            {saved ? (
              <ConfirmButton
                intent="turn-off-mail"
                label="Turn e-mail off"
                question={`Turn e-mail off? The mail server, user name, password and sender are forgotten, and new e-mail waits in the outbox until someone sets it up again.`}
                yes="Yes, turn it off"
              />
            ) : null}
          </div>
        )}
      </section>
    </>
  );
}
