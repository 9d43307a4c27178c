import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ink" | "light";
export type ButtonSize = "md" | "lg" | "sm";

const variants: Record<ButtonVariant, string> = {
  // Ink on marmalade passes AA (4.97:1); white on marmalade would not.
  primary: "bg-marmalade text-ink hover:bg-[#e39448] shadow-raised",
  secondary: "bg-harbor text-white hover:bg-[#254b4f]",
  outline: "border-2 border-ink/80 text-ink hover:bg-ink hover:text-paper",
  ink: "bg-ink text-paper hover:bg-[#2b394a]",
  light: "border-2 border-paper/80 text-paper hover:bg-paper hover:text-ink",
};
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-4 text-sm",
  md: "min-h-12 px-6 text-base",
  lg: "min-h-14 px-7 text-lg",
};

export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  className?: string,
) {
  return cn(
    // Never wider than its place (WCAG 1.4.10 at 320 px): a long word, such as an e-mail address, wraps inside it.
    "inline-flex max-w-full items-center justify-center gap-2 rounded-full py-2 text-center leading-snug font-semibold tracking-tight wrap-break-word transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

/** A text link with an icon beside it ("See all our press coverage →"): harbor, underlined on hover, 44 px tall. */
export function textLinkClasses(className?: string) {
  return cn(
    "inline-flex min-h-11 items-center gap-2 font-semibold text-harbor underline-offset-4 hover:underline",
    className,
  );
}

type Styled = { variant?: ButtonVariant; size?: ButtonSize };

/**
 * A link styled as a button. A plain anchor: public pages are documents of their own (docs/decisions/087), so a link
 * loads the page it names, and "#section" means a section of this page.
 */
export function ButtonLink({
  variant,
  size,
  className,
  to,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & Styled & { to: string }) {
  return (
    <a className={buttonClasses(variant, size, className)} href={to} {...props}>
      {children}
    </a>
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & Styled) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link to another site, opened in a new tab with the tab's relationship cut. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
