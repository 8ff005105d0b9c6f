/**
 * Who is signed in. Browsers never see tokens (the API keeps them in the HttpOnly `teduh` cookie); the
 * store knows the status and the profile from `GET auth/api/v1/me/`. Webview and partner clients that hold
 * a token pair put it here, and the API client then sends `Authorization: Teduh <access>`.
 */
import { create } from 'zustand';
import type { Gender } from '../domain/nric';

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated';

export type EkycStatus =
  | 'unverified'
  | 'pending'
  | 'rejected'
  | 'rejected-can-retry'
  | 'submitted'
  | 'accepted'
  | 'undetermined'
  | 'suspicious'
  | 'processing';

export interface ProfileAddress {
  uuid: string;
  address_1: string;
  address_2: string | null;
  postcode: string;
  area: string | null;
  city: string;
  state: string;
  country: string;
}

export interface SocialMediaAccount {
  provider: 'google' | 'facebook' | 'apple';
  /** The provider account's e-mail, when it shared one. */
  email?: string | null;
  linked_at?: string;
}

/** The profile as `GET auth/api/v1/me/` returns it (contract section 3, "Profile (read)"). */
export interface Profile {
  /** Also the analytics user id. */
  uuid: string;
  /** The 14-character NRIC (`xxxxxx-xx-xxxx`), when given. */
  id_ref: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  /** `YYYY-MM-DD`. */
  dob: string | null;
  gender: Gender | null;
  profile_picture: string | null;
  addresses: ProfileAddress[];
  social_media: SocialMediaAccount[];
  ekyc_status: EkycStatus;
  referral_code: string | null;
  completed_registration: boolean;
  /** false for a member who signs in only with Google, Apple or Facebook; older answers leave it out (true). */
  has_password?: boolean;
  /** Present once the newsletter service reports it (the profile call does not carry it yet). */
  newsletter_subscribed?: boolean;
  /** Whether the member's address receives the newsletter; `GET auth/api/v1/me/` answers it. */
  newsletter?: boolean;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

interface SessionData {
  status: SessionStatus;
  profile: Profile | null;
  tokens: TokenPair | null;
}

export interface SessionState extends SessionData {
  setAuthenticated: (profile: Profile) => void;
  /** Signed out: also forgets any token pair (spec: setting logged in to false clears the token). */
  setAnonymous: () => void;
  setTokens: (tokens: TokenPair | null) => void;
  /** Logout or a lost session: status, profile and tokens all go. */
  clear: () => void;
}

const signedOut: SessionData = { status: 'anonymous', profile: null, tokens: null };

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'unknown',
  profile: null,
  tokens: null,
  setAuthenticated: (profile) => set({ status: 'authenticated', profile }),
  setAnonymous: () => set(signedOut),
  setTokens: (tokens) => set({ tokens }),
  clear: () => set(signedOut),
}));

/** True when the visitor may hold a session: tokens in the store, or a cookie session not known to be gone. */
export function mayHaveSession(
  state: Pick<SessionState, 'status' | 'tokens'> = useSessionStore.getState(),
): boolean {
  return state.tokens !== null || state.status !== 'anonymous';
}

/** Back to the first-load state (tests, and a full sign-out of a webview). */
export function resetSessionStore(): void {
  useSessionStore.setState(useSessionStore.getInitialState(), true);
}
