import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { downloadAttachment } from './attachment-download';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ getToken: () => 'token', onUnauthorized: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe('downloadAttachment (spec 3 §7.2)', () => {
  it('downloads the bytes of the attachment with the name the server gives', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 contenido');
    fetchMock.mockResolvedValue(
      new Response(bytes, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="Reporte de visita.pdf"; filename*=UTF-8''Reporte%20de%20visita.pdf`,
        },
      }),
    );
    const { blob, fileName } = await downloadAttachment(41);
    expect(fetchMock.mock.calls[0]![0]).toBe('/PortalPRO/api/files/attachment/41');
    expect(fileName).toBe('Reporte de visita.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF-1.7 contenido');
  });

  it('refuses with the server message when the attachment is not available', async () => {
    const message = 'El archivo adjunto no existe o no está disponible para su usuario';
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ Result: false, Message: message }), { status: 404 }),
    );
    await expect(downloadAttachment(41)).rejects.toMatchObject({ status: 404, message });
  });
});
