/**
 * A letter's "Sent" mark in the content editor: written by the send (docs/decisions/105), shown here in words and never
 * typed. Keystatic reads the file's YAML with timestamps, so a sent letter's `sentAt` arrives as a date, which its text
 * field refused ("Must be a string"), and a sent letter could not be opened at all (issue 39). Stored as it was.
 */
import { FieldDescription, FieldLabel } from "@keystar/ui/field";
import { Flex } from "@keystar/ui/layout";
import { Text } from "@keystar/ui/typography";
import type { BasicFormField } from "@keystatic/core";
import { useId } from "react";

/** The stored moment as the schema takes it: a day (YYYY-MM-DD) or an ISO date-time. */
function sentMoment(value: unknown): string | null {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  return typeof value === "string" && value ? value : null;
}

function SentInput({ value }: { value: string | null }) {
  const labelId = useId();
  const day = value
    ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value).toLocaleDateString("en-US", {
        dateStyle: "long",
        timeZone: "America/New_York",
      })
    : null;
  return (
    <Flex direction="column" gap="medium" role="group" aria-labelledby={labelId}>
      <FieldLabel id={labelId} elementType="span">
        Sent
      </FieldLabel>
      <Text>{day ? `Sent on ${day}.` : "Not sent yet."}</Text>
      <FieldDescription>
        Filled in by the send, which puts the letter in the public archive; it cannot be changed here.
      </FieldDescription>
    </Flex>
  );
}

export function sentField(): BasicFormField<string | null> {
  return {
    kind: "form",
    label: "Sent",
    Input: ({ value }) => <SentInput value={value} />,
    defaultValue: () => null,
    parse: sentMoment,
    serialize: (value) => ({ value: value ?? undefined }),
    validate: (value) => value,
    reader: { parse: sentMoment },
  };
}
