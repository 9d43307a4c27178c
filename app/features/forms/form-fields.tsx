import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
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

/** The ARIA wiring every control shares: required, invalid, and the ids of its hint and message. */
function controlAria({ id, error, hint, optional }: Pick<FieldBase, "id" | "error" | "hint" | "optional">) {
  return {
    "aria-required": optional ? undefined : true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined,
  } as const;
}

/** A field's message: always in the page so a screen reader announces it the moment it is filled in. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-brick empty:hidden">
      {message}
    </p>
  );
}

/** Label above, control, hint and message below: the frame of every text field. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  optional,
  className,
  children,
}: Omit<FieldBase, "name"> & {
  children: ReactNode;
}) {
  return (
    <div className={className}>
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
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Separates what the frame shows from what goes on the control itself. */
function splitField<P extends FieldBase>({
  id,
  name,
  label,
  error,
  hint,
  optional,
  className,
  ...control
}: P) {
  return { frame: { id, label, error, hint, optional, className }, name, control };
}

type InputFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

/** A one-line input in the field's frame; `inputClassName` adds to the input's own look. */
function InputField({ inputClassName, ...props }: InputFieldProps & { inputClassName?: string }) {
  const { frame, name, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <input
        id={frame.id}
        name={name}
        type="text"
        {...controlAria(frame)}
        className={cn(inputClass, inputClassName)}
        {...control}
      />
    </FieldFrame>
  );
}

export function TextField(props: InputFieldProps) {
  return <InputField {...props} />;
}

/**
 * A file to upload: the text field's frame, with the browser's "choose a file" button as one of our pills. On a
 * narrow phone (320 px) the pill sits closer and the file's name is in small type, so "No file chosen" reads whole.
 */
export function FileField(props: Omit<InputFieldProps, "type">) {
  return (
    <InputField
      {...props}
      type="file"
      inputClassName="px-1.5! py-1.5 text-sm text-muted file:mr-2 file:min-h-9 file:cursor-pointer file:rounded-full file:border-0 file:bg-harbor-light file:px-3 file:font-semibold file:text-harbor sm:px-4! sm:file:mr-4 sm:file:px-4 sm:file:text-base"
    />
  );
}

/** The e-mail address field both forms ask for. */
export function EmailField(props: Omit<Parameters<typeof TextField>[0], "label"> & { label?: string }) {
  return <TextField type="email" inputMode="email" autoComplete="email" label="Email address" {...props} />;
}

export function TextAreaField(
  props: FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">,
) {
  const { frame, name, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <textarea
        id={frame.id}
        name={name}
        rows={5}
        {...controlAria(frame)}
        className={cn(inputClass, "block resize-y py-3 leading-relaxed")}
        {...control}
      />
    </FieldFrame>
  );
}

/** A choice from a list; the first option is the empty "choose one", so nothing is chosen for the visitor. */
export function SelectField(
  props: FieldBase &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> & {
      options: readonly { value: string; label: string }[];
      placeholder: string;
    },
) {
  const { frame, name, control } = splitField(props);
  const { options, placeholder, ...select } = control;
  return (
    <FieldFrame {...frame}>
      <select id={frame.id} name={name} {...controlAria(frame)} className={inputClass} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
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
          {...controlAria({ id, error, hint })}
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

/** The form's current values: text fields as strings, boxes as ticked or not. */
export function formValues<T extends string, C extends string>(
  form: HTMLFormElement,
  text: readonly T[],
  checkboxes: readonly C[] = [],
): Record<T, string> & Record<C, boolean> {
  const data = new FormData(form);
  return Object.fromEntries([
    ...text.map((name) => [name, String(data.get(name) ?? "")]),
    ...checkboxes.map((name) => [name, data.get(name) !== null]),
  ]) as Record<T, string> & Record<C, boolean>;
}

/** Moves focus to the first field with an error (errors come in the order the fields appear). */
export function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string | undefined>) {
  const first = Object.keys(errors).find((name) => errors[name]);
  const field = first ? form.elements.namedItem(first) : null;
  if (field instanceof HTMLElement) field.focus();
}
