import type { z } from 'zod';
import {
  AccountRequestSchema,
  AccountResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  MessageResponseSchema,
  SessionRequestSchema,
  SessionResponseSchema,
} from './auth';
import {
  CategoryListRequestSchema,
  CategoryListResponseSchema,
  ChannelListRequestSchema,
  ChannelListResponseSchema,
  HomeStatQuerySchema,
  HomeStatResponseSchema,
  MenuSlideQuerySchema,
  MenuSlideResponseSchema,
} from './catalogue';
import {
  AudioPlaylistRequestSchema,
  AudioPlaylistResponseSchema,
  ChannelEventRequestSchema,
  ChannelEventResponseSchema,
  RadioDetailRequestSchema,
  RadioDetailResponseSchema,
  VideoDetailRequestSchema,
  VideoDetailResponseSchema,
  VideoRecommendRequestSchema,
  VideoRecommendResponseSchema,
} from './video';

/**
 * Every /api/v1 endpoint of the contract, keyed by its path below /api/v1.
 * The backend registers these routes, the BFF forwards exactly these
 * (anything else is 404), and the OpenAPI document is generated from them.
 *
 * - `member`: needs a signed-in member; the BFF adds the jwt-token header and
 *   sets the body's `id` from the session.
 * - `browser`: reachable through the BFF from the browser. Login is not: it
 *   goes through next-auth, which keeps the token out of JavaScript's reach.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  summary: string;
  request?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  member: boolean;
  browser: boolean;
}

export const endpoints = {
  category: {
    method: 'POST',
    summary: 'Category list of a type (vod for the side menu)',
    request: CategoryListRequestSchema,
    response: CategoryListResponseSchema,
    member: false,
    browser: true,
  },
  channel: {
    method: 'POST',
    summary: 'Live channel list',
    request: ChannelListRequestSchema,
    response: ChannelListResponseSchema,
    member: false,
    browser: true,
  },
  'menu/slide': {
    method: 'GET',
    summary: 'Side navigation: video categories and live channels',
    query: MenuSlideQuerySchema,
    response: MenuSlideResponseSchema,
    member: false,
    browser: true,
  },
  'home/stat': {
    method: 'GET',
    summary: 'Visit counter (counts one visit per call; ?count=0 only reads it)',
    query: HomeStatQuerySchema,
    response: HomeStatResponseSchema,
    member: false,
    browser: true,
  },
  video: {
    method: 'POST',
    summary: 'One video: title, description, date, category, channel, HLS stream',
    request: VideoDetailRequestSchema,
    response: VideoDetailResponseSchema,
    member: false,
    browser: true,
  },
  'video/recommend': {
    method: 'POST',
    summary: "Recommended videos: a video's category (id) or a channel's newest (channel)",
    request: VideoRecommendRequestSchema,
    response: VideoRecommendResponseSchema,
    member: false,
    browser: true,
  },
  'channel/event': {
    method: 'POST',
    summary: "A channel's live stream, its programmes of a day (Asia/Bangkok) and now/next",
    request: ChannelEventRequestSchema,
    response: ChannelEventResponseSchema,
    member: false,
    browser: true,
  },
  'audio/playlist': {
    method: 'POST',
    summary: 'The audio playlist (no body needed; optional language)',
    request: AudioPlaylistRequestSchema,
    response: AudioPlaylistResponseSchema,
    member: false,
    browser: true,
  },
  'home/radio/detail': {
    method: 'POST',
    summary: 'One radio station with its live stream',
    request: RadioDetailRequestSchema,
    response: RadioDetailResponseSchema,
    member: false,
    browser: true,
  },
  'auth/login': {
    method: 'POST',
    summary: 'Sign in with e-mail or username and password',
    request: LoginRequestSchema,
    response: LoginResponseSchema,
    member: false,
    browser: false,
  },
  'auth/account': {
    method: 'POST',
    summary: "The member's profile",
    request: AccountRequestSchema,
    response: AccountResponseSchema,
    member: true,
    browser: true,
  },
  'auth/session': {
    method: 'POST',
    summary: 'Session check: 401 means the member is signed out',
    request: SessionRequestSchema,
    response: SessionResponseSchema,
    member: true,
    browser: true,
  },
  'auth/logout': {
    method: 'POST',
    summary: 'Sign out: revokes the token',
    request: LogoutRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: false,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointPath = keyof typeof endpoints;

export function findEndpoint(path: string): Endpoint | undefined {
  return Object.hasOwn(endpoints, path) ? endpoints[path as EndpointPath] : undefined;
}
