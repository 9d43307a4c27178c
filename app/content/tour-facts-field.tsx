/**
 * On a tour's form, where the facts every tour shares are set (issue 39): a tour has no price field, and its words
 * show the price, length and distance that Tour facts holds. Shown, never stored.
 */
import { FieldDescription, FieldLabel } from "@keystar/ui/field";
import { Flex } from "@keystar/ui/layout";
import { TextLink } from "@keystar/ui/link";
import { Text } from "@keystar/ui/typography";
import type { BasicFormField } from "@keystatic/core";
import { useId } from "react";

/** The Tour facts entry in the editor (cms-config.ts names the singleton tourFacts). */
export const TOUR_FACTS_PAGE = "/keystatic/singleton/tourFacts";

function TourFactsNote() {
  const labelId = useId();
  return (
    <Flex direction="column" gap="medium" role="group" aria-labelledby={labelId}>
      <FieldLabel id={labelId} elementType="span">
        Price, length and distance
      </FieldLabel>
      <Text>
        Every tour has the same price for one guest, length and distance: change them in{" "}
        <TextLink href={TOUR_FACTS_PAGE}>Tour facts</TextLink>.
      </Text>
      <FieldDescription>
        This tour&rsquo;s words show them wherever they give the price, the length or the distance, so a new
        price reaches every page at the next publish.
      </FieldDescription>
    </Flex>
  );
}

export function tourFactsField(): BasicFormField<null> {
  return {
    kind: "form",
    label: "Price, length and distance",
    Input: () => <TourFactsNote />,
    defaultValue: () => null,
    parse: () => null,
    serialize: () => ({ value: undefined }),
    validate: (value) => value,
    reader: { parse: () => null },
  };
}
