/**
 * api/profile (spec 1 §3 Profile): 21 answers the password policy every password form and the
 * server enforce: complexity level 1-4 and minimum length.
 */
import * as v from 'valibot';
import { request, response } from './envelope';

/** The password policy; the field name keeps the protocol's spelling (Lenght). */
export const Profile = v.object({
  UserPasswordComplexity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  UserPasswordLenght: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(256)),
});
export type Profile = v.InferOutput<typeof Profile>;

export const ProfileRequest = request({});
export const ProfileResponse = response({ Profile: Profile });
export type ProfileResponse = v.InferOutput<typeof ProfileResponse>;
