import type { z } from 'zod';
import {
  AccountRequestSchema,
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
  SitemapResponseSchema,
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
  VideoPageResponseSchema,
} from './home';
import { ScheduleRequestSchema, ScheduleResponseSchema } from './schedule';
import { SearchRequestSchema, SearchResponseSchema } from './search';
import { ContactRequestSchema, ContactResponseSchema } from './contact';
import {
  ForgetPasswordRequestSchema,
  RegisterResendRequestSchema,
  RegisterStep1RequestSchema,
  RegisterStep1ResponseSchema,
  RegisterStep2RequestSchema,
  RegisterStep2ResponseSchema,
  RegisterStep3RequestSchema,
  ResetCheckRequestSchema,
  ResetCheckResponseSchema,
  ResetPasswordRequestSchema,
  SocialLoginRequestSchema,
  SocialLoginResponseSchema,
  AccountProfileResponseSchema,
  AccountUpdateRequestSchema,
  AccountUpdateResponseSchema,
  AccountUploadRequestSchema,
  AccountUploadResponseSchema,
  AVATAR_UPLOAD_BODY_BYTES,
  ChangePasswordRequestSchema,
  LanguageChangeRequestSchema,
} from './members';
import {
  FavoriteListRequestSchema,
  FavoriteListResponseSchema,
  FavoriteToggleRequestSchema,
  HistoryDeleteAllRequestSchema,
  HistoryDeleteRequestSchema,
  HistoryListRequestSchema,
  HistoryListResponseSchema,
  HistoryPositionRequestSchema,
  HistoryPositionResponseSchema,
  HistorySaveRequestSchema,
} from './library';
import {
  NotificationAllRequestSchema,
  NotificationItemRequestSchema,
  NotificationListRequestSchema,
  NotificationListResponseSchema,
} from './notification';

/**
 * Every /api/v1 endpoint of the contract, keyed by its path below /api/v1.
 * The backend registers these routes, the BFF forwards exactly these
 * (anything else is 404), and the OpenAPI document is generated from them.
 *
 * - `member`: needs a signed-in member; the BFF adds the jwt-token header and
 *   sets the body's member field (`memberField`, default `id`) from the session;
 *   the backend answers 403 when that field names another member than the token.
 * - `maxBodyBytes`: a larger body limit for this endpoint only (avatar upload).
 * - `browser`: reachable through the BFF from the browser. Login is not: it
 *   goes through next-auth, which keeps the token out of JavaScript's reach.
 * - `cacheSeconds`: a public catalogue read; the BFF answers it from the data
 *   cache (tag `catalogue`) for this long, as the pages read it.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  summary: string;
  request?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  member: boolean;
  browser: boolean;
  /** Body field that carries the member id (seed: `member` for notifications and language). Default `id`. */
  memberField?: 'id' | 'member';
  /** Body size limit of this endpoint, in bytes, when it must differ from the default. */
  maxBodyBytes?: number;
  /** Seconds the BFF keeps a successful answer in the data cache (public catalogue reads only). */
  cacheSeconds?: number;
}

/** The body field that names the member of a member endpoint. */
export function memberFieldOf(endpoint: Endpoint): 'id' | 'member' {
  return endpoint.memberField ?? 'id';
}

export const endpoints = {
  category: {
    method: 'POST',
    summary: 'Category list of a type (vod for the side menu)',
    request: CategoryListRequestSchema,
    response: CategoryListResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  channel: {
    method: 'POST',
    summary: 'Live channel list',
    request: ChannelListRequestSchema,
    response: ChannelListResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  'menu/slide': {
    method: 'GET',
    summary: 'Side navigation: video categories and live channels',
    query: MenuSlideQuerySchema,
    response: MenuSlideResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  sitemap: {
    method: 'GET',
    summary: 'Every public catalogue id with its last change, for the sitemap (server to server)',
    response: SitemapResponseSchema,
    member: false,
    browser: false,
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
    cacheSeconds: 60,
  },
  'video/category/subcategory': {
    method: 'POST',
    summary: "A category's videos, newest first, one page at a time",
    request: VideoCategoryPageRequestSchema,
    response: VideoPageResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  'playlist/home': {
    method: 'POST',
    summary: 'Playlists shown on the home page',
    request: PlaylistHomeRequestSchema,
    response: PlaylistListResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  'radio/all': {
    method: 'POST',
    summary: 'Every radio station with band, frequency, province and coordinates',
    request: RadioAllRequestSchema,
    response: RadioListResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  'banner/slide': {
    method: 'POST',
    summary: 'Home banner slides (xl, md and sm images)',
    request: BannerRequestSchema,
    response: BannerListResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  'banner/popup': {
    method: 'POST',
    summary: 'Home popup banner (xl, md and sm images)',
    request: BannerRequestSchema,
    response: BannerListResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  'notification/home': {
    method: 'POST',
    summary: 'Live announcement strip: show flag, message and channel (null when none)',
    request: NotificationHomeRequestSchema,
    response: NotificationHomeResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 30,
  },
  'channel/schedule': {
    method: 'POST',
    summary: 'Programme schedule of every channel for one day in Asia/Bangkok (date YYYY-MM-DD, default today)',
    request: ScheduleRequestSchema,
    response: ScheduleResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  search: {
    method: 'POST',
    summary: 'Search videos, audio, channels and radio stations (Thai is segmented into words), ranked and paged',
    request: SearchRequestSchema,
    response: SearchResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  contact: {
    method: 'POST',
    summary: 'Contact form: stored and mailed to the editors; at most 5 messages per 10 minutes per address',
    request: ContactRequestSchema,
    response: ContactResponseSchema,
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
    cacheSeconds: 60,
  },
  'video/recommend': {
    method: 'POST',
    summary: "Recommended videos: the most watched of the last 90 days; with id, that video's category; with channel, the channel's newest",
    request: VideoRecommendRequestSchema,
    response: VideoRecommendResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  'channel/event': {
    method: 'POST',
    summary: "A channel's live stream, its programmes of a day (Asia/Bangkok) and now/next",
    request: ChannelEventRequestSchema,
    response: ChannelEventResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 30,
  },
  'audio/playlist': {
    method: 'POST',
    summary: 'The audio playlist (no body needed; optional language)',
    request: AudioPlaylistRequestSchema,
    response: AudioPlaylistResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
  },
  'home/radio/detail': {
    method: 'POST',
    summary: 'One radio station with its live stream',
    request: RadioDetailRequestSchema,
    response: RadioDetailResponseSchema,
    member: false,
    browser: true,
    cacheSeconds: 60,
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
    summary: "The member's profile (the seed's fields plus phone and gender)",
    request: AccountRequestSchema,
    response: AccountProfileResponseSchema,
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
  'auth/register/step/1': {
    method: 'POST',
    summary: 'Registration step 1: firstname, lastname, email, password; mails a six-digit OTP and answers with the attempt handle that step 2 and a resend need (429 when sent too often)',
    request: RegisterStep1RequestSchema,
    response: RegisterStep1ResponseSchema,
    member: false,
    browser: true,
  },
  'auth/register/step/2': {
    method: 'POST',
    summary: "Registration step 2: the e-mailed OTP and step 1's attempt handle; answers 'OTP verified.' and a registration key (5 wrong tries lock it)",
    request: RegisterStep2RequestSchema,
    response: RegisterStep2ResponseSchema,
    member: false,
    browser: true,
  },
  'auth/register/resend': {
    method: 'POST',
    summary: "Registration: mails a new OTP for step 1's attempt handle (60 s apart, at most 5 an hour to an address)",
    request: RegisterResendRequestSchema,
    response: MessageResponseSchema,
    member: false,
    browser: true,
  },
  'auth/register/step/3': {
    method: 'POST',
    summary: 'Registration step 3: optional phone and gender, terms agreement; creates the account',
    request: RegisterStep3RequestSchema,
    response: MessageResponseSchema,
    member: false,
    browser: true,
  },
  'auth/password/forget': {
    method: 'POST',
    summary: 'Forgot password: mails a single-use reset link valid 30 minutes; always the same answer',
    request: ForgetPasswordRequestSchema,
    response: MessageResponseSchema,
    member: false,
    browser: true,
  },
  'auth/password/reset': {
    method: 'POST',
    summary: 'Sets a new password with the token of a reset link; signs the member out everywhere',
    request: ResetPasswordRequestSchema,
    response: MessageResponseSchema,
    member: false,
    browser: true,
  },
  'auth/password/reset/check': {
    method: 'POST',
    summary: 'Whether a reset link can still be used (false for an unknown, used or expired one), server to server: the reset page asks as it renders',
    request: ResetCheckRequestSchema,
    response: ResetCheckResponseSchema,
    member: false,
    browser: false,
  },
  'auth/social': {
    method: 'POST',
    summary: "Google / Facebook sign-in, server to server (x-internal-key header): returns a login; 409 social_email_in_use when the address has an account and the provider did not vouch for it (verified); 409 validation_error when it lost a race to make or link the member three times running (try again)",
    request: SocialLoginRequestSchema,
    response: SocialLoginResponseSchema,
    member: false,
    browser: false,
  },
  'auth/password': {
    method: 'POST',
    summary: 'Change the password (needs the current one)',
    request: ChangePasswordRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: true,
  },
  'auth/account/update': {
    method: 'POST',
    summary: 'Update the profile: names, username, phone, gender',
    request: AccountUpdateRequestSchema,
    response: AccountUpdateResponseSchema,
    member: true,
    browser: true,
  },
  'auth/account/upload': {
    method: 'POST',
    summary: 'Upload an avatar (data URL of a PNG, JPEG, WebP or GIF, at most 2 MB; re-encoded)',
    request: AccountUploadRequestSchema,
    response: AccountUploadResponseSchema,
    member: true,
    browser: true,
    maxBodyBytes: AVATAR_UPLOAD_BODY_BYTES,
  },
  'auth/language/change': {
    method: 'POST',
    summary: "Save the member's interface language",
    request: LanguageChangeRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  notification: {
    method: 'POST',
    summary: "The member's notifications, newest first, with totals",
    request: NotificationListRequestSchema,
    response: NotificationListResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  'notification/read': {
    method: 'POST',
    summary: 'Mark one notification read',
    request: NotificationItemRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  'notification/read/all': {
    method: 'POST',
    summary: 'Mark all notifications read',
    request: NotificationAllRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  'notification/delete': {
    method: 'POST',
    summary: 'Delete one notification',
    request: NotificationItemRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  'notification/delete/all': {
    method: 'POST',
    summary: 'Delete all notifications',
    request: NotificationAllRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  history: {
    method: 'POST',
    summary: 'Watch history, newest first, with positions',
    request: HistoryListRequestSchema,
    response: HistoryListResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  'history/save': {
    method: 'POST',
    summary: 'Record a play of a video, audio, live channel or radio station and its position',
    request: HistorySaveRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  'history/position': {
    method: 'POST',
    summary: 'Where to resume an item (0 when never played)',
    request: HistoryPositionRequestSchema,
    response: HistoryPositionResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  'history/delete': {
    method: 'POST',
    summary: 'Remove one history entry',
    request: HistoryDeleteRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  'history/delete/all': {
    method: 'POST',
    summary: 'Clear the watch history',
    request: HistoryDeleteAllRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  favorite: {
    method: 'POST',
    summary: "The member's favourites (videos, audio, channels, radio), newest first",
    request: FavoriteListRequestSchema,
    response: FavoriteListResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  'favorite/add': {
    method: 'POST',
    summary: 'Add a favourite (idempotent)',
    request: FavoriteToggleRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
  'favorite/delete': {
    method: 'POST',
    summary: 'Remove a favourite (idempotent)',
    request: FavoriteToggleRequestSchema,
    response: MessageResponseSchema,
    member: true,
    browser: true,
    memberField: 'member',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointPath = keyof typeof endpoints;

export function findEndpoint(path: string): Endpoint | undefined {
  return Object.hasOwn(endpoints, path) ? endpoints[path as EndpointPath] : undefined;
}
