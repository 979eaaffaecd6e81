// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clearanceOf } from './snackbarClearance';

const rect = (top: number, bottom: number) => ({ top, bottom, width: 358, height: bottom - top });
// A phone: 844 px high, the stack's usual bottom edge 80 px up (above the bottom bar), 58 px high.
const phone = { viewportHeight: 844, naturalBottom: 80, stackHeight: 58 };

describe('clearanceOf', () => {
  it('given no dialog actions, keeps the usual place', () => {
    expect(clearanceOf([], phone)).toBeNull();
  });

  it('given a full-screen dialog whose buttons fill the bottom 130 px, goes just above them', () => {
    expect(clearanceOf([rect(714, 844)], phone)).toEqual({ placement: 'bottom', bottom: 142 });
  });

  it('given a centred dialog whose buttons are well above the stack, keeps the usual place', () => {
    expect(clearanceOf([rect(400, 460)], phone)).toBeNull();
  });

  it('given buttons below the stack (a bar under it), keeps the usual place', () => {
    expect(clearanceOf([rect(790, 844)], { ...phone, naturalBottom: 120 })).toBeNull();
  });

  it('given buttons that leave no room above them, goes to the top', () => {
    expect(clearanceOf([rect(100, 844)], phone)).toEqual({ placement: 'top' });
  });

  it('ignores a part that is not laid out', () => {
    expect(clearanceOf([{ top: 0, bottom: 0, width: 0, height: 0 }], phone)).toBeNull();
  });
});
