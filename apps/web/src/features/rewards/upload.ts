import type { Failure, RouteResponse } from '@premia/contract';
import { getToken } from '../../api/session';
import { i18n } from '../../i18n';

type Uploaded = RouteResponse<'/general/upload-file/:modelType'>;

/** Uploads one image (multipart, field "file") and answers its public URL, or the server's message. */
export async function uploadImage(modelType: 'reward' | 'logo', file: File): Promise<Uploaded | Failure> {
  const form = new FormData();
  form.append('file', file);
  const token = getToken();
  try {
    const response = await fetch(`/general/upload-file/${modelType}`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
    const body = (await response.json()) as Uploaded | Failure;
    if (body && typeof body === 'object' && (body.s === 'ok' || body.s === 'not-ok')) return body;
    return { s: 'not-ok', m: i18n.t('errors.unexpectedResponse', { status: response.status }) };
  } catch (error) {
    return { s: 'not-ok', m: error instanceof Error ? error.message : String(error) };
  }
}
