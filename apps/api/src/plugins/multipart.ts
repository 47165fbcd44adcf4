import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../lib/errors.ts';

export interface Upload {
  data: Buffer;
  filename: string;
}

/** The one field a form's file may come in. */
const FILE_FIELD = 'file';

type PartsOptions = Parameters<FastifyRequest['parts']>[0];

/**
 * Every part of a multipart body, read before anything is done with it: its text fields and at most one
 * file, in the field "file". A file under another name or a second file is refused (400), never dropped;
 * a body the parser cannot read (no boundary, cut short, broken headers) is a 400, not a 500. The
 * parser's own limits (size, number of parts) keep their errors and messages (plugins/errors.ts).
 */
async function readParts(request: FastifyRequest, options?: PartsOptions) {
  const fields: Record<string, string> = {};
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD) throw invalid('request.fileField');
        if (upload) throw invalid('request.oneFile');
        upload = { data: await part.toBuffer(), filename: part.filename };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    throw invalid('request.malformedForm');
  }
  return { fields, upload };
}

/** The one file of a multipart request (field "file"), read whole; its limits are checked by the service. */
export async function readUpload(request: FastifyRequest): Promise<Upload | undefined> {
  if (!request.isMultipart()) throw invalid('request.imageAsMultipart');
  return (await readParts(request)).upload;
}

/**
 * A multipart body of a route that also takes JSON: its text fields (the input) and its field "file", read
 * whole up to maxBytes + 1 bytes (the service refuses a larger file with its own message).
 */
export function readForm(request: FastifyRequest, maxBytes: number) {
  // throwFileSizeLimit is honoured by parts() though its type leaves it out.
  const options = { limits: { fileSize: maxBytes + 1 }, throwFileSizeLimit: false };
  return readParts(request, options as PartsOptions);
}
