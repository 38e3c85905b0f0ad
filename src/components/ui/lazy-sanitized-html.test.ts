import { describe, expect, it } from 'vitest';
import { isPlainText } from './lazy-sanitized-html';

describe('which messages are shown at once as text', () => {
  it.each([
    ['1 orden disponible sin conexión.', true],
    ['¿Está seguro de eliminar el archivo acta.pdf?', true],
    ['Archivo > 20 MB', true],
    ['<b>Aviso</b> de mantenimiento', false],
    ['Torres &amp; Sitios', false],
    ['<img src=x onerror=alert(1)>', false],
  ])('%s → %s', (message, plain) => {
    expect(isPlainText(message)).toBe(plain);
  });
});
