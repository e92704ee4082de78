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
  BannerListResponseSchema,
  BannerRequestSchema,
  NotificationHomeRequestSchema,
  NotificationHomeResponseSchema,
  PlaylistHomeRequestSchema,
  PlaylistListResponseSchema,
  RadioAllRequestSchema,
  RadioListResponseSchema,
  VideoCategoryPageRequestSchema,
  VideoHomeRequestSchema,
  VideoHomeResponseSchema,
  VideoListResponseSchema,
  VideoPageResponseSchema,
  VideoRecommendRequestSchema,
} from './home';
import { ScheduleRequestSchema, ScheduleResponseSchema } from './schedule';
import { SearchRequestSchema, SearchResponseSchema } from './search';
import { ContactRequestSchema, ContactResponseSchema } from './contact';

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
  'video/home': {
    method: 'POST',
    summary: 'Home page: the newest videos of each video category',
    request: VideoHomeRequestSchema,
    response: VideoHomeResponseSchema,
    member: false,
    browser: true,
  },
  'video/recommend': {
    method: 'POST',
    summary: 'Recommended videos (most watched of the last 90 days)',
    request: VideoRecommendRequestSchema,
    response: VideoListResponseSchema,
    member: false,
    browser: true,
  },
  'video/category/subcategory': {
    method: 'POST',
    summary: "A category's videos, newest first, one page at a time",
    request: VideoCategoryPageRequestSchema,
    response: VideoPageResponseSchema,
    member: false,
    browser: true,
  },
  'playlist/home': {
    method: 'POST',
    summary: 'Playlists shown on the home page',
    request: PlaylistHomeRequestSchema,
    response: PlaylistListResponseSchema,
    member: false,
    browser: true,
  },
  'radio/all': {
    method: 'POST',
    summary: 'Every radio station with band, frequency, province and coordinates',
    request: RadioAllRequestSchema,
    response: RadioListResponseSchema,
    member: false,
    browser: true,
  },
  'banner/slide': {
    method: 'POST',
    summary: 'Home banner slides (xl, md and sm images)',
    request: BannerRequestSchema,
    response: BannerListResponseSchema,
    member: false,
    browser: true,
  },
  'banner/popup': {
    method: 'POST',
    summary: 'Home popup banner (xl, md and sm images)',
    request: BannerRequestSchema,
    response: BannerListResponseSchema,
    member: false,
    browser: true,
  },
  'notification/home': {
    method: 'POST',
    summary: 'Live announcement strip: show flag, message and channel (null when none)',
    request: NotificationHomeRequestSchema,
    response: NotificationHomeResponseSchema,
    member: false,
    browser: true,
  },
  'channel/schedule': {
    method: 'POST',
    summary: 'Programme schedule of every channel for one day in Asia/Bangkok (date YYYY-MM-DD, default today)',
    request: ScheduleRequestSchema,
    response: ScheduleResponseSchema,
    member: false,
    browser: true,
  },
  search: {
    method: 'POST',
    summary: 'Search videos, audio, channels and radio stations (Thai is segmented into words), ranked and paged',
    request: SearchRequestSchema,
    response: SearchResponseSchema,
    member: false,
    browser: true,
  },
  contact: {
    method: 'POST',
    summary: 'Contact form: stored and mailed to the editors; at most 5 messages per 10 minutes per address',
    request: ContactRequestSchema,
    response: ContactResponseSchema,
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
