import type { Route } from "./+types/admin.pictures";
import {
  addPicture,
  listPictures,
  MAX_UPLOAD_BYTES,
  PictureProblem,
} from "#app/content/picture-library.server.ts";
import { inboxRequest, requireRole, signedIn } from "#app/features/admin/staff.server.ts";
import { bodyKind, readBody, requestBody, SubmissionError } from "#server/forms/request-body.ts";

// The content editor's media library (app/content/picture-field.tsx): owners only, like the editor itself.
export const middleware: Route.MiddlewareFunction[] = [requireRole("publish content")];

/** Pictures are content/'s: this checkout's, where the editor saves and publishing builds from. */
const ROOT = process.cwd();

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/** Every picture a post may show, with its description. */
export async function loader() {
  return answer(200, { pictures: await listPictures(ROOT) });
}

/** A new picture from the editor: a photo, its description and its folder, as a multipart form. */
export async function action({ request, context }: Route.ActionArgs) {
  // The editor sends the CSRF token as a header; a form that carried it as a field has had its body read already.
  if (request.bodyUsed) return answer(400, { problem: "Upload pictures from the content editor." });
  const body = requestBody(request);
  let form: FormData;
  try {
    bodyKind(body, ["multipart"]);
    const bytes = await readBody(body, MAX_UPLOAD_BYTES + 64 * 1024);
    form = await new Response(new Uint8Array(bytes), {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch (error) {
    if (error instanceof SubmissionError) return answer(error.status, { problem: error.message });
    return answer(400, { problem: "The upload is malformed: choose the photo again and upload it." });
  }
  const file = form.get("file");
  const description = form.get("description");
  const folder = form.get("folder");
  if (!(file instanceof File) || file.size === 0)
    return answer(400, { problem: "Choose a photo to upload." });
  if (typeof description !== "string" || typeof folder !== "string")
    return answer(400, { problem: "The upload needs the picture's description and folder." });
  try {
    const picture = await addPicture(ROOT, {
      folder,
      fileName: file.name,
      type: file.type,
      bytes: Buffer.from(await file.arrayBuffer()),
      description,
    });
    const me = signedIn(context);
    const { inbox, clientHash } = inboxRequest(context);
    await inbox.audit.record({
      actor: me,
      action: "picture-uploaded",
      target: `picture:${picture.name}`,
      summary: `${me.name} uploaded a new picture, "${picture.alt}", in the editor (not yet published).`,
      clientHash,
    });
    return answer(201, picture);
  } catch (error) {
    if (error instanceof PictureProblem) return answer(error.status, { problem: error.message });
    throw error;
  }
}
