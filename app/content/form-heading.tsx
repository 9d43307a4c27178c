/**
 * A heading between the parts of an entry's form (cms-config.ts, docs/decisions/188): "Settings" above what visitors
 * do not read on the page. Shown, never stored, like the tour form's note on its price (tour-facts-field.tsx).
 */
import { Divider, Flex } from "@keystar/ui/layout";
import { Heading, Text } from "@keystar/ui/typography";
import type { BasicFormField } from "@keystatic/core";
import { useId } from "react";

export type FormHeading = { label: string; description: string };

function FormHeadingView({ label, description }: FormHeading) {
  const headingId = useId();
  return (
    <Flex direction="column" gap="medium" marginTop="large" role="group" aria-labelledby={headingId}>
      <Divider />
      <Heading id={headingId} elementType="h2" size="regular">
        {label}
      </Heading>
      <Text color="neutralSecondary">{description}</Text>
    </Flex>
  );
}

export function formHeading(words: FormHeading): BasicFormField<null> {
  return {
    kind: "form",
    label: words.label,
    Input: () => <FormHeadingView {...words} />,
    defaultValue: () => null,
    parse: () => null,
    serialize: () => ({ value: undefined }),
    validate: (value) => value,
    reader: { parse: () => null },
  };
}
