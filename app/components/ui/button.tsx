import type { ComponentProps } from "react";
import { Link, useLocation, type To } from "react-router";
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
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-tight transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

type Styled = { variant?: ButtonVariant; size?: ButtonSize };

/**
 * React Router pre-renders each page at its address plus a trailing slash, so a hash-only `to` ("#book-now") came
 * out as /page/#book-now in the HTML. Resolved against the address without the slash, the link is the same in the
 * pre-rendered page and after hydration.
 */
function useSamePageTo(to: To): To {
  const { pathname } = useLocation();
  if (typeof to !== "string" || !to.startsWith("#")) return to;
  return { pathname: pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname, hash: to };
}

export function ButtonLink({ variant, size, className, to, ...props }: ComponentProps<typeof Link> & Styled) {
  return <Link className={buttonClasses(variant, size, className)} to={useSamePageTo(to)} {...props} />;
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
