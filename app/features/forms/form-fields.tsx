import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { cn } from "#app/lib/cn.ts";

/** The site's text input: 48px tall, a clear border, the harbor focus ring (app.css). */
export const inputClass =
  "min-h-12 w-full rounded-xl border border-ink/25 bg-card px-4 text-ink placeholder:text-muted/80 focus-visible:border-harbor disabled:bg-paper disabled:text-muted aria-invalid:border-brick aria-invalid:bg-[#fdf3f1]";

type FieldBase = {
  id: string;
  name: string;
  label: ReactNode;
  error?: string;
  /** A line of help under the label, read with the field. */
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
};

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A field's message: always in the page so a screen reader announces it the moment it is filled in. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-brick empty:hidden">
      {message}
    </p>
  );
}

function FieldLabel({ id, label, optional }: { id: string; label: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
      {label}
      {optional ? (
        <span className="font-normal text-muted"> (optional)</span>
      ) : (
        <span aria-hidden="true" className="text-brick">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

export function TextField({
  id,
  name,
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} optional={optional} />
      <input
        id={id}
        name={name}
        type="text"
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  name,
  label,
  error,
  hint,
  optional,
  className,
  ...textarea
}: FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">) {
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} optional={optional} />
      <textarea
        id={id}
        name={name}
        rows={5}
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(inputClass, "block resize-y py-3 leading-relaxed")}
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A box to tick, with its label beside it and an optional line (a link, say) under the label. */
export function CheckboxField({
  id,
  name,
  label,
  error,
  hint,
  className,
  value = "yes",
  ...input
}: Omit<FieldBase, "optional"> & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type">) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-harbor"
          {...input}
        />
        <div>
          <label htmlFor={id} className="cursor-pointer text-ink">
            {label}
          </label>
          {hint ? (
            <div id={`${id}-hint`} className="mt-1 text-sm text-muted">
              {hint}
            </div>
          ) : null}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field only bots fill in: off screen, out of the tab order, hidden from assistive technology. */
export function Honeypot({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[5000px]">
      <input type="text" name={name} tabIndex={-1} defaultValue="" autoComplete="off" />
    </div>
  );
}

/** Moves focus to the first field with an error (errors come in the order the fields appear). */
export function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string | undefined>) {
  const first = Object.keys(errors).find((name) => errors[name]);
  const field = first ? form.elements.namedItem(first) : null;
  if (field instanceof HTMLElement) field.focus();
}
