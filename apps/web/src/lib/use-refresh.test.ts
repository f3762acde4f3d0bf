import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRefresh } from './use-refresh.ts';

describe('useRefresh', () => {
  it('is busy from the press until the refetch it started has answered, and only then', async () => {
    let answer: () => void = () => {};
    const refetch = () => new Promise<void>((resolve) => (answer = resolve));
    const { result } = renderHook(() => useRefresh(refetch));
    expect(result.current.refreshing).toBe(false);
    act(() => result.current.refresh());
    expect(result.current.refreshing).toBe(true);
    await act(async () => answer());
    expect(result.current.refreshing).toBe(false);
  });
});
