import { describe, expect, it } from 'vitest';
import { authReturnPath, paths } from './paths';

describe('authReturnPath', () => {
  it('reads the page to go back to from /auth?voltar=', () => {
    const href = paths.auth.href('login', paths.artEditor.href(4, 31));
    expect(href).toBe('/auth?tab=login&voltar=%2Fartes%2F4%2Feditar%3Fedicao%3D31');
    expect(authReturnPath(href.split('?')[1] ?? '')).toBe('/artes/4/editar?edicao=31');
    expect(paths.auth.href('register')).toBe('/auth?tab=register');
  });
  it('takes only a path of this site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'artes/4',
      '/auth?tab=login',
      '/auth/supabase',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(authReturnPath(`voltar=${encodeURIComponent(bad)}`), bad).toBeNull();
    }
    expect(authReturnPath('tab=login')).toBeNull();
    expect(authReturnPath('voltar=%2Fpainel%2Fartes')).toBe('/painel/artes');
  });
});
