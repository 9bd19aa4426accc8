import { describe, expect, it } from 'vitest';
import {
  imagePopupLayout,
  isImageOnlyPopup,
  POPUP_ANIMATIONS,
  POPUP_DEFAULT_DELAY_S,
  POPUP_POLL_MS,
  POPUP_POSITIONS,
  POPUP_SIZES,
  popupAnimation,
  popupDelayMs,
  popupHistoryEntry,
  popupOpensInSameTab,
  popupPageName,
  withPopupDefaults,
} from './popup';

describe('popup constants (platform §3, §4.2, §9)', () => {
  it('polls every 5 minutes with a 2 s default delay', () => {
    expect(POPUP_POLL_MS).toBe(300000);
    expect(POPUP_DEFAULT_DELAY_S).toBe(2);
  });

  it('lists positions, sizes and animations', () => {
    expect(POPUP_POSITIONS).toEqual([
      'center',
      'top-left',
      'top-right',
      'bottom-left',
      'bottom-right',
    ]);
    expect(POPUP_SIZES).toEqual(['small', 'medium', 'large']);
    expect(POPUP_ANIMATIONS).toEqual(['fade', 'slide', 'zoom']);
  });
});

describe('popupPageName (platform §4.2)', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/?utm_source=x', 'home'],
    ['/painel/inicio', 'painel'],
    ['/artes', 'artes'],
    ['/artes/12-culto', 'artes'],
    ['/categorias/batismo', 'categorias'],
    ['/designers/joao', 'designers'],
    ['/ferramentas/categoria/x', 'ferramentas'],
    ['/comunidade/post/3#c', 'comunidade'],
    ['/planos', 'planos'],
  ])('%s → %s', (path, name) => {
    expect(popupPageName(path)).toBe(name);
  });
});

describe('withPopupDefaults (platform §3)', () => {
  it('fills every default', () => {
    expect(withPopupDefaults({ id: 1 })).toEqual({
      id: 1,
      backgroundColor: '#FFFFFF',
      textColor: '#000000',
      buttonColor: '#4F46E5',
      buttonTextColor: '#FFFFFF',
      buttonRadius: 4,
      buttonWidth: 'auto',
      position: 'center',
      size: 'medium',
      animation: 'default',
      delay: 2,
    });
  });

  it('keeps given values, including a zero radius and delay', () => {
    const popup = withPopupDefaults({
      id: 2,
      title: 'Oferta',
      backgroundColor: '#111111',
      buttonRadius: 0,
      delay: 0,
      position: 'bottom-right',
      size: 'large',
      animation: 'zoom',
      buttonWidth: '100%',
    });
    expect(popup).toMatchObject({
      title: 'Oferta',
      backgroundColor: '#111111',
      buttonRadius: 0,
      delay: 0,
      position: 'bottom-right',
      size: 'large',
      animation: 'zoom',
      buttonWidth: '100%',
    });
  });

  it('replaces blank, null and unknown values with the defaults', () => {
    const popup = withPopupDefaults({
      id: 3,
      textColor: '  ',
      buttonColor: null,
      delay: -1,
      position: 'middle',
      size: 'huge',
      animation: 'bounce',
    });
    expect(popup).toMatchObject({
      textColor: '#000000',
      buttonColor: '#4F46E5',
      delay: 2,
      position: 'center',
      size: 'medium',
      animation: 'default',
    });
  });

  it('gives the delay in ms and the default entrance for unknown animations', () => {
    expect(popupDelayMs({ id: 1 })).toBe(2000);
    expect(popupDelayMs({ id: 1, delay: 5 })).toBe(5000);
    expect(popupAnimation('slide')).toBe('slide');
    expect(popupAnimation(undefined)).toBe('default');
  });
});

describe('popup button target (platform §4.2)', () => {
  it('navigates in the same tab only for id -1', () => {
    expect(popupOpensInSameTab({ id: -1 })).toBe(true);
    expect(popupOpensInSameTab({ id: 7 })).toBe(false);
  });
});

describe('isImageOnlyPopup (platform §4.2)', () => {
  it('is an image with no title, content or button text', () => {
    expect(isImageOnlyPopup({ id: 1, imageUrl: '/a.png' })).toBe(true);
    expect(isImageOnlyPopup({ id: 1, imageUrl: '/a.png', title: ' ', content: '' })).toBe(true);
    expect(isImageOnlyPopup({ id: 1, imageUrl: '/a.png', title: 'Oi' })).toBe(false);
    expect(isImageOnlyPopup({ id: 1, imageUrl: '/a.png', content: '<p>x</p>' })).toBe(false);
    expect(isImageOnlyPopup({ id: 1, imageUrl: '/a.png', buttonText: 'Ver' })).toBe(false);
    expect(isImageOnlyPopup({ id: 1 })).toBe(false);
  });
});

describe('imagePopupLayout (platform §4.2)', () => {
  it("is 'wide' above 1.8, 'tall' below 0.6, else 'normal'", () => {
    expect(imagePopupLayout(1.81)).toBe('wide');
    expect(imagePopupLayout(1.8)).toBe('normal');
    expect(imagePopupLayout(1)).toBe('normal');
    expect(imagePopupLayout(0.6)).toBe('normal');
    expect(imagePopupLayout(0.59)).toBe('tall');
    expect(imagePopupLayout(Number.NaN)).toBe('normal');
    expect(imagePopupLayout(0)).toBe('normal');
  });
});

describe('popupHistoryEntry (platform §4.2)', () => {
  it('stores the id and the close timestamp', () => {
    expect(popupHistoryEntry(9, new Date(1234))).toEqual({ popupId: 9, closedAt: 1234 });
  });
});
