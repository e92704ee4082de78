import type { KeyboardEvent } from 'react';
import { playerKeyHandler, type PlayerKeyActions } from './use-player-keys';

function setup() {
  const actions: Record<keyof PlayerKeyActions, jest.Mock> = {
    togglePlay: jest.fn(),
    seekBy: jest.fn(),
    volumeBy: jest.fn(),
    toggleFullscreen: jest.fn(),
    toggleMute: jest.fn(),
    toggleCaptions: jest.fn(),
  };
  const handle = playerKeyHandler(actions);
  const press = (key: string, code: string, tagName = 'DIV', modifiers: Partial<KeyboardEvent> = {}) => {
    const preventDefault = jest.fn();
    const event = { key, code, target: { tagName }, altKey: false, ctrlKey: false, metaKey: false, ...modifiers, preventDefault };
    handle(event as unknown as KeyboardEvent<HTMLElement>);
    return preventDefault.mock.calls.length > 0;
  };
  return { actions, press };
}

test('the letter shortcuts work in the Thai Kedmanee layout, by the key pressed', () => {
  const { actions, press } = setup();
  // k f m c in that layout type า ด ท แ.
  expect(press('า', 'KeyK')).toBe(true);
  expect(press('ด', 'KeyF')).toBe(true);
  expect(press('ท', 'KeyM')).toBe(true);
  expect(press('แ', 'KeyC')).toBe(true);
  expect(actions.togglePlay).toHaveBeenCalledTimes(1);
  expect(actions.toggleFullscreen).toHaveBeenCalledTimes(1);
  expect(actions.toggleMute).toHaveBeenCalledTimes(1);
  expect(actions.toggleCaptions).toHaveBeenCalledTimes(1);
  // Another Thai letter does nothing and keeps its default.
  expect(press('ห', 'KeyS')).toBe(false);
});

test('another Latin layout keeps its letters: Dvorak types t at k\'s place, and t is no shortcut', () => {
  const { actions, press } = setup();
  expect(press('t', 'KeyK')).toBe(false);
  // AZERTY types a comma at m's place.
  expect(press(',', 'KeyM')).toBe(false);
  expect(press('k', 'KeyV')).toBe(true);
  expect(actions.togglePlay).toHaveBeenCalledTimes(1);
});

test('the letters, space and arrows of an English layout; nothing while typing, nor with a modifier', () => {
  const { actions, press } = setup();
  expect(press('K', 'KeyK')).toBe(true);
  expect(press(' ', 'Space')).toBe(true);
  expect(press('ArrowLeft', 'ArrowLeft')).toBe(true);
  expect(press('ArrowDown', 'ArrowDown')).toBe(true);
  expect(actions.togglePlay).toHaveBeenCalledTimes(2);
  expect(actions.seekBy).toHaveBeenCalledWith(-5);
  expect(actions.volumeBy).toHaveBeenCalledWith(-0.1);
  expect(press('า', 'KeyK', 'INPUT')).toBe(false);
  expect(press('m', 'KeyM', 'DIV', { ctrlKey: true })).toBe(false);
  expect(press(' ', 'Space', 'BUTTON')).toBe(false);
  expect(actions.togglePlay).toHaveBeenCalledTimes(2);
  expect(actions.toggleMute).not.toHaveBeenCalled();
});
