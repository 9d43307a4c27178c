/**
 * A text field whose facts show as chips (issue 39, docs/decisions/164-facts-as-chips-in-the-editor.md): where a
 * text says `{price}`, the box shows a shaded "Price" that moves and deletes as one piece, and "Add a fact" puts one
 * where the cursor is. What is stored is Keystatic's text field's value, tokens and all, with its checks: only the box
 * is ours. A short text with no fact keeps Keystatic's own box.
 */
import { ActionButton } from "@keystar/ui/button";
import { FieldDescription, FieldLabel, FieldMessage } from "@keystar/ui/field";
import { Flex } from "@keystar/ui/layout";
import { Item, Menu, MenuTrigger } from "@keystar/ui/menu";
import { css, tokenSchema } from "@keystar/ui/style";
import { TextField } from "@keystar/ui/text-field";
import { fields, type FormFieldInputProps } from "@keystatic/core";
import { useEffect, useId, useRef, useState } from "react";
import { factWords, SITE_FACTS } from "./fact-words.ts";
import { splitTokens } from "./tokens.ts";

type TextOptions = Parameters<typeof fields.text>[0];

/** A fact as a shaded chip in its words, here and in the text of posts and letters (fact-component.tsx). */
export const FACT_CHIP_STYLE = {
  backgroundColor: tokenSchema.color.alias.backgroundSelected,
  border: `${tokenSchema.size.border.regular} solid ${tokenSchema.color.alias.borderSelected}`,
  borderRadius: tokenSchema.size.radius.small,
  color: tokenSchema.color.foreground.accent,
  fontWeight: tokenSchema.typography.fontWeight.medium,
  paddingInline: "0.3em",
  userSelect: "all",
  whiteSpace: "nowrap",
} as const;

const boxStyle = css({
  backgroundColor: tokenSchema.color.background.canvas,
  border: `${tokenSchema.size.border.regular} solid ${tokenSchema.color.alias.borderIdle}`,
  borderRadius: tokenSchema.size.radius.regular,
  color: tokenSchema.color.foreground.neutral,
  fontFamily: tokenSchema.typography.fontFamily.base,
  fontSize: tokenSchema.typography.text.regular.size,
  lineHeight: 1.6,
  minHeight: tokenSchema.size.element.regular,
  outline: 0,
  overflowWrap: "anywhere",
  paddingBlock: tokenSchema.size.space.small,
  paddingInline: tokenSchema.size.space.medium,
  whiteSpace: "pre-wrap",
  "&[aria-multiline=true]": { minHeight: "5.5em" },
  "&:hover": { borderColor: tokenSchema.color.alias.borderHovered },
  "&[aria-invalid=true]": { borderColor: tokenSchema.color.alias.borderInvalid },
  "&:focus": {
    borderColor: tokenSchema.color.alias.borderFocused,
    boxShadow: `0 0 0 1px ${tokenSchema.color.alias.borderFocused}`,
  },
  "& [data-fact]": FACT_CHIP_STYLE,
});

/** A fact as the box draws it: its words in a chip that is one piece to the cursor. */
function chip(token: string): HTMLElement {
  const element = document.createElement("span");
  element.contentEditable = "false";
  element.dataset.fact = token;
  element.textContent = factWords(token);
  return element;
}

function draw(box: HTMLElement, text: string) {
  box.replaceChildren(
    ...splitTokens(text).map((part) =>
      typeof part === "string" ? document.createTextNode(part) : chip(part.token),
    ),
  );
}

/** The text a box holds, each chip as its token again; a line break however the browser made it. */
function read(node: Node): string {
  let text = "";
  node.childNodes.forEach((child, index) => {
    if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? "";
    else if (child instanceof HTMLElement) {
      if (child.dataset.fact) text += `{${child.dataset.fact}}`;
      else if (child.tagName === "BR") text += index === node.childNodes.length - 1 ? "" : "\n";
      else text += `${child.tagName === "DIV" || child.tagName === "P" ? "\n" : ""}${read(child)}`;
    }
  });
  return text;
}

type Props = FormFieldInputProps<string> & {
  label: string;
  description?: string;
  multiline: boolean;
  required: boolean;
  problem: (value: string) => string | undefined;
};

function FactBox(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  const written = useRef<string | null>(null);
  const caret = useRef<Range | null>(null);
  const [blurred, setBlurred] = useState(false);
  const labelId = useId();
  const descriptionId = useId();
  const messageId = useId();
  const problem = props.forceValidation || blurred ? props.problem(props.value) : undefined;

  // Drawn afresh when the value comes from elsewhere (an undo of the form, another field), never while typing.
  useEffect(() => {
    if (box.current && props.value !== written.current) {
      draw(box.current, props.value);
      written.current = props.value;
    }
  }, [props.value]);

  const changed = () => {
    if (!box.current) return;
    const text = props.multiline ? read(box.current) : read(box.current).replace(/\n/g, " ");
    written.current = text;
    props.onChange(text);
  };

  const remember = () => {
    const selection = document.getSelection();
    if (box.current && selection?.rangeCount && box.current.contains(selection.anchorNode))
      caret.current = selection.getRangeAt(0).cloneRange();
  };

  const addFact = (token: string) => {
    if (!box.current) return;
    const range = caret.current ?? document.createRange();
    if (!caret.current) {
      range.selectNodeContents(box.current);
      range.collapse(false);
    }
    range.deleteContents();
    const fact = chip(token);
    range.insertNode(fact);
    range.setStartAfter(fact);
    range.collapse(true);
    caret.current = range;
    changed();
    box.current.focus();
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
  };

  // The facts this text has, then every fact a text may show.
  const offered = [
    ...new Set([
      ...splitTokens(props.value).flatMap((part) => (typeof part === "string" ? [] : [part.token])),
      ...Object.keys(SITE_FACTS),
    ]),
  ];

  return (
    <Flex direction="column" gap="medium">
      <FieldLabel id={labelId} elementType="span" isRequired={props.required}>
        {props.label}
      </FieldLabel>
      {props.description ? <FieldDescription id={descriptionId}>{props.description}</FieldDescription> : null}
      <div
        ref={box}
        className={boxStyle}
        role="textbox"
        data-facts=""
        tabIndex={0}
        contentEditable="plaintext-only"
        suppressContentEditableWarning
        aria-labelledby={labelId}
        aria-describedby={[props.description ? descriptionId : "", problem ? messageId : ""].join(" ").trim()}
        aria-multiline={props.multiline}
        aria-required={props.required || undefined}
        aria-invalid={problem ? true : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only where Keystatic asks: the first field of a dialog it opens
        autoFocus={props.autoFocus}
        onInput={changed}
        onKeyUp={remember}
        onMouseUp={remember}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          if (props.multiline) document.execCommand("insertText", false, "\n");
        }}
        onBlur={() => {
          remember();
          setBlurred(true);
          // A fact typed in braces becomes a chip once the cursor leaves.
          if (
            box.current &&
            [...box.current.childNodes].some((node) => /\{[^{}\s]+\}/.test(node.nodeValue ?? ""))
          )
            draw(box.current, props.value);
        }}
      />
      <Flex gap="regular" alignItems="center">
        <MenuTrigger>
          <ActionButton>Add a fact</ActionButton>
          <Menu onAction={(key) => addFact(String(key))} items={offered.map((token) => ({ token }))}>
            {(item) => <Item key={item.token}>{factWords(item.token)}</Item>}
          </Menu>
        </MenuTrigger>
      </Flex>
      {problem ? <FieldMessage id={messageId}>{problem}</FieldMessage> : null}
    </Flex>
  );
}

/** Keystatic's text field with Keystar's own box for a short text with no fact, and the box above otherwise. */
function Input(props: Props) {
  const [blurred, setBlurred] = useState(false);
  if (props.multiline || splitTokens(props.value).some((part) => typeof part !== "string"))
    return <FactBox {...props} />;
  return (
    <TextField
      label={props.label}
      description={props.description}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only where Keystatic asks: the first field of a dialog it opens
      autoFocus={props.autoFocus}
      isRequired={props.required}
      value={props.value}
      onChange={props.onChange}
      onBlur={() => setBlurred(true)}
      errorMessage={props.forceValidation || blurred ? props.problem(props.value) : undefined}
    />
  );
}

/** `fields.text` with its value, checks and storage, and a box that shows facts as chips. */
export function factTextField(options: TextOptions) {
  const text = fields.text(options);
  const problem = (value: string) => {
    try {
      text.validate(value, undefined);
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };
  return {
    ...text,
    Input: (props: FormFieldInputProps<string>) => (
      <Input
        {...props}
        label={options.label}
        description={options.description}
        multiline={options.multiline ?? false}
        required={Boolean(options.validation?.isRequired || (options.validation?.length?.min ?? 0) > 0)}
        problem={problem}
      />
    ),
  };
}
