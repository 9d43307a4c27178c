/**
 * On every public page of a staff preview build (never the live site's): this is the unpublished version, seen by the
 * signed-in staff member who asked for it, with the way back and the way to publish (docs/decisions/068, 093). Plain
 * links, no script: it works the moment the page arrives.
 */
export function PreviewBar({ pathname }: { pathname: string }) {
  return (
    <section aria-label="Preview" data-preview-bar className="bg-harbor text-paper focus-on-dark">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p className="grow">
          <strong className="font-semibold">Preview: not live.</strong> Only you see these pages; visitors see
          the live site.
        </p>
        <a
          href={`/admin/preview/leave?to=${encodeURIComponent(pathname)}`}
          className="inline-flex min-h-11 items-center underline underline-offset-4 hover:no-underline"
        >
          Back to the live site
        </a>
        <a
          href="/admin/content#publish"
          className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:no-underline"
        >
          Publish
        </a>
      </div>
    </section>
  );
}
