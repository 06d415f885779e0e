import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { failureText } from '../../../lib/error-texts';
import { dataOf } from './social-queries';

describe('social replies and failures', () => {
  it('reads the data of a success envelope, and refuses anything else', () => {
    expect(dataOf({ success: true, data: { friends: [] } })).toEqual({ friends: [] });
    expect(() => dataOf({ friends: [] })).toThrow(ApiError);
    expect(() => dataOf({ success: false, data: {} })).toThrow('Invalid response format');
  });

  it('shows the server’s own message, else the spec’s default', () => {
    const fallback = 'Failed to send friend request';
    expect(failureText(new ApiError('api', 'You are already friends', 409), fallback)).toBe(
      'You are already friends',
    );
    expect(failureText(new ApiError('api', 'Service unavailable', 503), fallback)).toBe(fallback);
    expect(failureText(new ApiError('network', 'fetch failed'), fallback)).toBe(fallback);
    expect(failureText(new Error('bug'), fallback)).toBe(fallback);
  });
});
