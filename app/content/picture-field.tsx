/**
 * Pictures in the content editor (issue 26): a media library, as WordPress and Squarespace have one. A post's header
 * picture and each picture in its text take an upload (a photo with its description, required before it is sent)
 * or a choice from the pictures already on the site, shown as thumbnails with their descriptions. Either way the
 * value stored is the picture's name (`blog/harbor-cat`), and the description lives once, beside the picture
 * (content/images/blog/harbor-cat.yaml), as for every picture of the site. The library and uploads are the staff
 * area's (routes/admin.pictures.ts); Keystatic has no media library of its own, so this is a custom field and a
 * Markdoc block in Keystatic's documented shapes (BasicFormField, content-components' block).
 */
import { ActionButton, Button, ButtonGroup } from "@keystar/ui/button";
import { FileTrigger } from "@keystar/ui/drag-and-drop";
import { Dialog, DialogContainer } from "@keystar/ui/dialog";
import { FieldDescription, FieldLabel, FieldMessage } from "@keystar/ui/field";
import { Icon } from "@keystar/ui/icon";
import { imageIcon } from "@keystar/ui/icon/icons/imageIcon";
import { Box, Flex } from "@keystar/ui/layout";
import { Notice } from "@keystar/ui/notice";
import { SearchField } from "@keystar/ui/search-field";
import { Content } from "@keystar/ui/slots";
import { TextArea } from "@keystar/ui/text-field";
import { Heading, Text } from "@keystar/ui/typography";
import type { BasicFormField } from "@keystatic/core";
import { block } from "@keystatic/core/content-components";
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";

export type LibraryPicture = { name: string; alt: string };

/** Where the staff area serves the library, each picture's thumbnail (`/admin/pictures/<name>`) and uploads. */
export const PICTURES_API = "/admin/pictures";
const UPLOAD_ACCEPTS = ["image/jpeg", "image/png", "image/webp"];

// One copy of the library for every picture field on the page (the header and each picture in the text).
let library: LibraryPicture[] | null = null;
let libraryProblem: string | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function loadLibrary() {
  loading ??= fetch(PICTURES_API, { headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(await problemOf(response));
      library = ((await response.json()) as { pictures: LibraryPicture[] }).pictures;
      libraryProblem = null;
    })
    .catch((error: unknown) => {
      libraryProblem = error instanceof Error ? error.message : String(error);
      loading = null;
    })
    .finally(notify);
  return loading;
}

function usePictureLibrary() {
  const pictures = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => library,
    () => null,
  );
  useEffect(() => void loadLibrary(), []);
  return { pictures, problem: libraryProblem };
}

function addToLibrary(picture: LibraryPicture) {
  library = [picture, ...(library ?? []).filter((each) => each.name !== picture.name)];
  notify();
}

async function problemOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { problem?: unknown } | null;
  return typeof body?.problem === "string"
    ? body.problem
    : `The server answered ${response.status}: try again, or reload the editor.`;
}

const thumbnail = (name: string) => `${PICTURES_API}/${name}`;

/** A picture as the field shows it once chosen: the thumbnail and its description. */
function ChosenPicture({ picture }: { picture: LibraryPicture }) {
  return (
    <Flex direction="column" gap="regular" alignItems="start">
      <Box backgroundColor="canvas" borderRadius="regular" border="neutral" padding="small">
        <img
          src={thumbnail(picture.name)}
          alt=""
          style={{ display: "block", width: 240, maxWidth: "100%", aspectRatio: "3 / 2", objectFit: "cover" }}
        />
      </Box>
      <Flex direction="column" gap="small">
        <Text weight="semibold">Description</Text>
        <Text>{picture.alt || "This picture has no description yet."}</Text>
      </Flex>
    </Flex>
  );
}

/** A new photo and its description, sent as one; the description is asked for before anything is sent. */
function UploadDialog({
  folder,
  onUploaded,
  onCancel,
}: {
  folder: string;
  onUploaded: (picture: LibraryPicture) => void;
  onCancel: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState("");
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const missingDescription = tried && !description.trim();

  async function upload() {
    setTried(true);
    setProblem(null);
    if (!file) return setProblem("Choose a photo first.");
    if (!description.trim()) return;
    const form = new FormData();
    form.set("folder", folder);
    form.set("description", description);
    form.set("file", file);
    setSending(true);
    try {
      const response = await fetch(PICTURES_API, { method: "POST", body: form });
      if (!response.ok) return setProblem(await problemOf(response));
      const picture = (await response.json()) as LibraryPicture;
      addToLibrary(picture);
      onUploaded(picture);
    } catch {
      setProblem("The upload did not reach the server: check the connection and try again.");
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog size="medium">
      <Heading>Upload a picture</Heading>
      <Content>
        <Flex direction="column" gap="large">
          <Text>
            A JPEG, PNG or WebP photo at least 800 pixels across. It becomes a picture of the site, with its
            description, and goes live when you publish.
          </Text>
          <Flex gap="regular" alignItems="center" wrap>
            <FileTrigger
              acceptedFileTypes={UPLOAD_ACCEPTS}
              onSelect={(files) => {
                setFile(files?.[0] ?? null);
                setProblem(null);
              }}
            >
              <ActionButton>{file ? "Choose another photo" : "Choose a photo"}</ActionButton>
            </FileTrigger>
            {file ? <Text>{file.name}</Text> : null}
          </Flex>
          {preview ? (
            <img
              src={preview}
              alt=""
              style={{ display: "block", maxWidth: "100%", maxHeight: 220, objectFit: "contain" }}
            />
          ) : null}
          <TextArea
            label="Description"
            isRequired
            value={description}
            onChange={setDescription}
            maxLength={400}
            description="What the picture shows, for people who cannot see it (screen readers read it aloud): who or what is in it and where, in a sentence or two. Every page that shows the picture uses it."
            errorMessage={
              missingDescription ? "Describe the picture before you upload it: say what it shows." : undefined
            }
          />
          {problem ? <Notice tone="critical">{problem}</Notice> : null}
        </Flex>
      </Content>
      <ButtonGroup>
        <Button onPress={onCancel}>Cancel</Button>
        <Button prominence="high" onPress={() => void upload()} isDisabled={sending}>
          {sending ? "Uploading…" : "Upload"}
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}

/** The pictures already on the site, as thumbnails with their descriptions, searchable by what they show. */
function ChooseDialog({
  chosen,
  onChoose,
  onCancel,
}: {
  chosen: string;
  onChoose: (picture: LibraryPicture) => void;
  onCancel: () => void;
}) {
  const { pictures, problem } = usePictureLibrary();
  const [search, setSearch] = useState("");
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (pictures ?? []).filter((picture) =>
    words.every((word) => `${picture.alt} ${picture.name}`.toLowerCase().includes(word)),
  );
  return (
    <Dialog size="large">
      <Heading>Choose a picture</Heading>
      <Content>
        <Flex direction="column" gap="large">
          <SearchField
            label="Search the pictures"
            description="By what they show, such as “ferry” or “tabby”."
            value={search}
            onChange={setSearch}
          />
          {problem ? <Notice tone="critical">{problem}</Notice> : null}
          {pictures === null && !problem ? <Text>Loading the site's pictures…</Text> : null}
          {pictures && shown.length === 0 ? <Text>No picture matches “{search}”.</Text> : null}
          <ul
            aria-label="The site's pictures"
            style={{
              display: "grid",
              gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
              gap: 12,
              listStyle: "none",
              margin: 0,
              padding: 0,
            }}
          >
            {shown.map((picture) => (
              <li key={picture.name}>
                <button
                  type="button"
                  aria-pressed={picture.name === chosen}
                  onClick={() => onChoose(picture)}
                  style={{
                    display: "flex",
                    flexDirection: "column",
                    gap: 6,
                    width: "100%",
                    padding: 6,
                    textAlign: "start",
                    font: "inherit",
                    fontSize: 13,
                    lineHeight: 1.35,
                    color: "inherit",
                    background: "transparent",
                    border: picture.name === chosen ? "2px solid #2F5D62" : "1px solid #d4d4d8",
                    borderRadius: 8,
                    cursor: "pointer",
                  }}
                >
                  <img
                    src={thumbnail(picture.name)}
                    alt=""
                    loading="lazy"
                    style={{ display: "block", width: "100%", aspectRatio: "3 / 2", objectFit: "cover" }}
                  />
                  <span
                    style={{
                      display: "-webkit-box",
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: "vertical",
                      overflow: "hidden",
                    }}
                  >
                    {picture.alt || picture.name}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Flex>
      </Content>
      <ButtonGroup>
        <Button onPress={onCancel}>Cancel</Button>
      </ButtonGroup>
    </Dialog>
  );
}

type PictureInputProps = {
  label: string;
  description?: string;
  value: string;
  onChange: (name: string) => void;
  /** Shows "Choose a picture" as a problem (the editor tried to save without one). */
  forceValidation?: boolean;
  isRequired?: boolean;
  /** Where an upload is stored. */
  folder: string;
  /** A picture in the text can be taken out again. */
  onRemove?: () => void;
};

/** The picture field: what is chosen, and the two ways to choose (upload, or one already on the site). */
export function PictureInput(props: PictureInputProps) {
  const { pictures } = usePictureLibrary();
  const [dialog, setDialog] = useState<"upload" | "choose" | null>(null);
  // Each opening is a new dialog: one reopened while the last is still closing starts empty, not with its photo.
  const [openings, setOpenings] = useState(0);
  const open = (which: "upload" | "choose") => {
    setOpenings((count) => count + 1);
    setDialog(which);
  };
  const labelId = useId();
  const descriptionId = useId();
  const chosen = props.value
    ? (pictures?.find((picture) => picture.name === props.value) ?? { name: props.value, alt: "" })
    : null;
  const choose = (picture: LibraryPicture) => {
    props.onChange(picture.name);
    setDialog(null);
  };
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={props.description ? descriptionId : undefined}
    >
      <Flex direction="column" gap="medium">
        <FieldLabel id={labelId} elementType="span" isRequired={props.isRequired}>
          {props.label}
        </FieldLabel>
        {props.description ? (
          <FieldDescription id={descriptionId}>{props.description}</FieldDescription>
        ) : null}
        {chosen ? <ChosenPicture picture={chosen} /> : null}
        <ButtonGroup>
          <ActionButton onPress={() => open("upload")}>Upload a picture</ActionButton>
          <ActionButton onPress={() => open("choose")}>
            {chosen ? "Choose another from the site" : "Choose from the site's pictures"}
          </ActionButton>
          {props.onRemove ? (
            <ActionButton prominence="low" onPress={props.onRemove}>
              Remove from the text
            </ActionButton>
          ) : null}
        </ButtonGroup>
        {props.forceValidation && !props.value ? (
          <FieldMessage>Upload a picture or choose one of the site's.</FieldMessage>
        ) : null}
      </Flex>
      <DialogContainer onDismiss={() => setDialog(null)}>
        {dialog === "upload" ? (
          <UploadDialog
            key={openings}
            folder={props.folder}
            onUploaded={choose}
            onCancel={() => setDialog(null)}
          />
        ) : dialog === "choose" ? (
          <ChooseDialog
            key={openings}
            chosen={props.value}
            onChoose={choose}
            onCancel={() => setDialog(null)}
          />
        ) : null}
      </DialogContainer>
    </div>
  );
}

/** A picture of the site as a Keystatic field, stored as its name. */
export function pictureField(options: {
  label: string;
  description?: string;
  folder: string;
}): BasicFormField<string> {
  const parse = (value: unknown) => (typeof value === "string" ? value : "");
  const validate = (value: string) => {
    if (!value) throw new Error(`${options.label}: upload a picture or choose one of the site's`);
    return value;
  };
  return {
    kind: "form",
    label: options.label,
    Input: (props) => <PictureInput {...options} {...props} isRequired />,
    defaultValue: () => "",
    parse,
    serialize: (value) => ({ value: value || undefined }),
    validate,
    reader: { parse: (value) => validate(parse(value)) },
  };
}

/** The tag a picture in a post's text is written as: {% picture name="blog/harbor-cat" /%}. */
export const PICTURE_TAG = "picture";

/** The blocks a post's text may hold beyond Markdown: a picture, uploaded or chosen. */
export const postTextComponents = {
  [PICTURE_TAG]: block({
    label: "Image",
    description: "A picture in the text: upload a photo or choose one already on the site",
    icon: <Icon src={imageIcon} />,
    schema: { name: pictureField({ label: "Picture", folder: "blog" }) },
    NodeView: ({ value, onChange, onRemove }) => (
      <Box paddingY="regular">
        <PictureInput
          label="Picture in the text"
          description="Shown here in the post, full width, with its description for people who cannot see it."
          folder="blog"
          isRequired
          value={value.name}
          onChange={(name) => onChange({ ...value, name })}
          onRemove={onRemove}
        />
      </Box>
    ),
  }),
};
