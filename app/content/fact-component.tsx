/**
 * A fact in the text of a post or a letter (issue 39, docs/decisions/167-facts-in-posts-and-letters.md): Keystatic's
 * Markdoc editor shows it as the same shaded chip in staff words ("Price") as the editor's other text boxes
 * (fact-text-field.tsx), and the owner picks which fact it is from a list of those words. The file stores it as a
 * Markdoc tag, `{% fact name="price" /%}`, which the reader fills in with every other fact (tokens.ts, fillTokens).
 */
import { ActionButton } from "@keystar/ui/button";
import { Icon } from "@keystar/ui/icon";
import { tagIcon } from "@keystar/ui/icon/icons/tagIcon";
import { trash2Icon } from "@keystar/ui/icon/icons/trash2Icon";
import { Flex } from "@keystar/ui/layout";
import { Item, Picker } from "@keystar/ui/picker";
import { css, tokenSchema } from "@keystar/ui/style";
import { Tooltip, TooltipTrigger } from "@keystar/ui/tooltip";
import type { BasicFormField, FormFieldInputProps } from "@keystatic/core";
import { inline } from "@keystatic/core/content-components";
import { FACT_CHIP_STYLE } from "./fact-text-field.tsx";
import { factWords, SITE_FACTS } from "./fact-words.ts";
import { FACT_TAG_NAME, TOKEN_TEXT } from "./tokens.ts";

/** What a new fact is until the owner picks another: the first the list offers. */
const FIRST_FACT = Object.keys(SITE_FACTS)[0]!;

const chipStyle = css({
  ...FACT_CHIP_STYLE,
  cursor: "pointer",
  "&[data-selected]": {
    outline: `${tokenSchema.size.alias.focusRing} solid ${tokenSchema.color.alias.focusRing}`,
    outlineOffset: 1,
  },
});

/** The facts the list offers: the one chosen (a tour's own, say), then every site-wide fact. */
function offered(chosen: string): { token: string; words: string }[] {
  return [...new Set([chosen, ...Object.keys(SITE_FACTS)])]
    .filter(Boolean)
    .map((token) => ({ token, words: factWords(token) }));
}

function FactPicker(props: { value: string; onChange: (value: string) => void }) {
  return (
    <Picker
      label="Fact"
      description="Visitors read the fact itself, as it is set under Tour facts and the company's details."
      items={offered(props.value)}
      selectedKey={props.value}
      onSelectionChange={(key) => props.onChange(String(key))}
      menuWidth={320}
    >
      {(item) => <Item key={item.token}>{item.words}</Item>}
    </Picker>
  );
}

/** Which fact a tag shows, by its token ("price"); the file keeps the token, the editor shows its words. */
function factField(): BasicFormField<string> {
  const parse = (value: unknown) => (typeof value === "string" ? value : "");
  const validate = (value: string) => {
    if (!value || !TOKEN_TEXT.test(`{${value}}`)) throw new Error("Choose a fact from the list.");
    return value;
  };
  return {
    kind: "form",
    label: "Fact",
    Input: (props: FormFieldInputProps<string>) => (
      <FactPicker value={props.value} onChange={props.onChange} />
    ),
    defaultValue: () => FIRST_FACT,
    parse,
    serialize: (value) => ({ value }),
    validate,
    reader: { parse: (value) => validate(parse(value)) },
  };
}

/** The Markdoc components of the text of posts and letters that show facts. */
export const factComponents = {
  [FACT_TAG_NAME]: inline({
    label: "Fact",
    description: "A fact set in one place, such as the price: click it to choose which",
    icon: <Icon src={tagIcon} />,
    schema: { name: factField() },
    NodeView: ({ value, isSelected }) => (
      <span className={chipStyle} data-fact={value.name} data-selected={isSelected || undefined}>
        {factWords(value.name)}
      </span>
    ),
    ToolbarView: ({ value, onChange, onRemove }) => (
      <Flex gap="regular" padding="regular" alignItems="end">
        <FactPicker value={value.name} onChange={(name) => onChange({ ...value, name })} />
        <TooltipTrigger>
          <ActionButton prominence="low" onPress={onRemove} aria-label="Remove the fact">
            <Icon src={trash2Icon} />
          </ActionButton>
          <Tooltip tone="critical">Remove</Tooltip>
        </TooltipTrigger>
      </Flex>
    ),
  }),
};
