import { Mail } from "#app/components/icons/icons.tsx";
import { company, emailHref } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";

/** The company's address as a mailto link with its envelope, tall enough to tap. */
export function EmailLink({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  return (
    <a
      href={emailHref}
      className={cn(
        "inline-flex min-h-11 items-center gap-3 font-semibold underline-offset-4 hover:underline",
        className,
      )}
    >
      <Mail aria-hidden className={cn("size-5", iconClassName)} />
      {company.email}
    </a>
  );
}
