import { describe, expect, it } from 'vitest';
import { isPagePath, pageOfPath } from './routes';

describe('page routes', () => {
  it('names the page of a path, with its parameters, .html or not', () => {
    expect(pageOfPath('/services/heathrow')).toEqual({ page: 'services', params: { id: 'heathrow' } });
    expect(pageOfPath('/services.html')).toEqual({ page: 'services', params: {} });
    expect(pageOfPath('/menu.html')).toEqual({ page: 'menu', params: {} });
    expect(pageOfPath('/')).toEqual({ page: 'home', params: {} });
    expect(pageOfPath('/confirmed/AB12')).toEqual({ page: 'confirmed', params: { id: 'AB12' } });
  });

  it('knows no page for other paths', () => {
    expect(pageOfPath('/services/a/b')).toBeUndefined();
    expect(isPagePath('/nowhere')).toBe(false);
    expect(isPagePath('/menu')).toBe(true);
  });
});
