import { data, Form, Link } from "react-router";
import type { Route } from "./+types/admin.campaigns";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { site } from "#app/config.ts";
import {
  changedBy,
  inboxRequest,
  notMade,
  positiveInt,
  requireRoleToChange,
  requireRoleToOpen,
  staffDate,
  staffForm,
} from "#app/features/admin/staff.server.ts";
import {
  afterEveryChange,
  CsrfField,
  EmptyState,
  Notice,
  PageHeading,
  staffMeta,
} from "#app/features/admin/staff-ui.tsx";
import { TextField } from "#app/features/forms/form-fields.tsx";
import { isPublicPage } from "#app/lib/public-pages.server.ts";
import { campaignLinkSchema, taggedUrl } from "#server/insights/insights.ts";

/** Insights and campaign links are the owner's (roles.ts). */
export const middleware: Route.MiddlewareFunction[] = [requireRoleToChange("read insights")];

export const meta: Route.MetaFunction = () => staffMeta("Campaign links");

export async function loader({ context }: Route.LoaderArgs) {
  requireRoleToOpen(context, "read insights");
  const { insights } = inboxRequest(context);
  const links = await insights.campaignLinks.list();
  return {
    links: links.map((link) => ({
      id: link.id,
      name: link.name,
      campaign: link.campaign,
      source: link.source,
      medium: link.medium,
      url: taggedUrl(site.url, link),
      created: staffDate(link.createdAt),
    })),
  };
}

type FieldErrors = Partial<Record<"name" | "campaign" | "source" | "medium" | "path", string>>;

export const shouldRevalidate = afterEveryChange;

export async function action({ context, request }: Route.ActionArgs) {
  const { insights, inbox } = inboxRequest(context);
  const form = await staffForm(request, ["intent", "id", "name", "campaign", "source", "medium", "path"]);
  const by = changedBy(context);
  if (form.intent === "delete") {
    const id = positiveInt(form.id);
    const link = id ? await insights.campaignLinks.get(id) : undefined;
    const removed = id && link ? await insights.campaignLinks.remove(id) : false;
    if (removed && link)
      await inbox.audit.record({
        ...by,
        action: "campaign-link-deleted",
        target: `campaign:${link.campaign}`,
        summary: `${by.actor.name} deleted the campaign link ${link.name} (${link.campaign}); its visits stay in the insights.`,
      });
    return removed
      ? {
          notice: {
            tone: "success" as const,
            text: "Link deleted. Visits it already brought stay in the insights.",
          },
        }
      : notMade(404, "That link was not found: it may be deleted already.");
  }
  const fields = Object.fromEntries(
    (["name", "campaign", "source", "medium", "path"] as const).map((name) => [name, form[name] ?? ""]),
  );
  // Only the site's public pages, as its sitemap lists them: a printed link must not open "page not found".
  const parsed = campaignLinkSchema(isPublicPage).safeParse(fields);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof FieldErrors;
      errors[field] ??= issue.message;
    }
    return data({ errors, values: fields }, { status: 400 });
  }
  if ((await insights.campaignLinks.create(parsed.data)) === "taken") {
    return data(
      {
        errors: {
          campaign: `Another link already uses the campaign ${parsed.data.campaign}: pick another name.`,
        } satisfies FieldErrors,
        values: fields,
      },
      { status: 409 },
    );
  }
  const link = parsed.data;
  await inbox.audit.record({
    ...by,
    action: "campaign-link-made",
    target: `campaign:${link.campaign}`,
    summary: `${by.actor.name} made the campaign link ${link.name}: campaign ${link.campaign}, source ${link.source}, medium ${link.medium}, opening ${link.path}.`,
  });
  return {
    notice: {
      tone: "success" as const,
      text: `Link for ${link.name} made, with the campaign ${link.campaign}.`,
    },
    // A new, empty form for the next link.
    made: link.campaign,
  };
}

export default function StaffCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  const errors: FieldErrors = (actionData && "errors" in actionData ? actionData.errors : undefined) ?? {};
  const values: Record<string, string> =
    (actionData && "values" in actionData ? actionData.values : undefined) ?? {};
  const notice = actionData && "notice" in actionData ? actionData.notice : null;
  const made = actionData && "made" in actionData ? actionData.made : "";
  return (
    <>
      <PageHeading title="Campaign links">
        <Link to="/admin/insights" className={buttonClasses("secondary", "sm")}>
          Back to insights
        </Link>
      </PageHeading>
      <p className="mt-2 max-w-3xl text-muted">
        Make a link for each place you promote the tours: a flyer at a cat cafe, a hotel concierge, the
        newsletter. Visits through it show as its campaign in the insights, and booking buttons pass the
        campaign to FareHarbor as its <code>ref</code>, so FareHarbor&apos;s own reports credit the bookings
        too. Print the QR code on flyers and cards.
      </p>
      <Notice notice={notice} />
      <Form
        key={made}
        method="post"
        className="mt-8 grid gap-4 rounded-3xl bg-card p-6 shadow-raised sm:grid-cols-2"
        noValidate
      >
        <CsrfField />
        <input type="hidden" name="intent" value="create" />
        <h2 className="text-2xl sm:col-span-2">New link</h2>
        <TextField
          id="link-name"
          name="name"
          label="Name"
          hint="For you: where the link goes out, such as Flyer at Meow Parlour."
          defaultValue={values.name}
          error={errors.name}
          required
        />
        <TextField
          id="link-campaign"
          name="campaign"
          label="Campaign"
          hint="Shown in the insights and sent to FareHarbor. Type a few words, such as Meow Parlour flyer: the link carries them in small letters, joined by dashes."
          defaultValue={values.campaign}
          error={errors.campaign}
          required
        />
        <TextField
          id="link-source"
          name="source"
          label="Source"
          hint="Who sends the visitor, such as Meow Parlour, Grand Hotel or newsletter."
          defaultValue={values.source}
          error={errors.source}
          required
        />
        <TextField
          id="link-medium"
          name="medium"
          label="Medium"
          hint="How, such as print, qr, email or social."
          defaultValue={values.medium}
          error={errors.medium}
          required
        />
        <TextField
          id="link-path"
          name="path"
          label="Page it opens"
          hint="A page on the site, such as / or /tours/brooklyn-heights, and if you like a place on it, such as /tours/brooklyn-heights#book-now."
          defaultValue={values.path ?? "/"}
          error={errors.path}
          required
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClasses("primary", "md")}>
            Make the link
          </button>
        </div>
      </Form>
      {loaderData.links.length === 0 ? (
        <EmptyState>No campaign links yet: make the first one above.</EmptyState>
      ) : (
        <ul className="mt-8 grid gap-6 lg:grid-cols-2">
          {loaderData.links.map((link) => {
            const qr = `/admin/campaigns/${link.id}/qr-code`;
            return (
              <li
                key={link.id}
                className="flex flex-col gap-4 rounded-3xl bg-card p-6 shadow-raised sm:flex-row"
              >
                <img
                  src={`${qr}/svg`}
                  alt={`QR code for ${link.name}`}
                  width={144}
                  height={144}
                  className="size-36 shrink-0 rounded-xl border border-cream"
                />
                <div className="min-w-0 grow">
                  <h2 className="text-xl">{link.name}</h2>
                  <p className="mt-1 text-sm text-muted">
                    Campaign {link.campaign} · source {link.source} · medium {link.medium} · made{" "}
                    {link.created}
                  </p>
                  <p className="mt-2 text-sm break-all">
                    <a href={link.url} className="text-harbor underline">
                      {link.url}
                    </a>
                  </p>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <a href={`${qr}/svg`} download className={buttonClasses("outline", "sm")}>
                      QR code (SVG)<span className="sr-only"> for {link.name}</span>
                    </a>
                    <a href={`${qr}/png`} download className={buttonClasses("outline", "sm")}>
                      QR code (PNG)<span className="sr-only"> for {link.name}</span>
                    </a>
                    <Link
                      to={`/admin/insights?days=90&campaign=${link.campaign}`}
                      className={buttonClasses("outline", "sm")}
                    >
                      See its visits<span className="sr-only"> for {link.name}</span>
                    </Link>
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={link.id} />
                      <button type="submit" className={buttonClasses("outline", "sm")}>
                        Delete<span className="sr-only"> {link.name}</span>
                      </button>
                    </Form>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
