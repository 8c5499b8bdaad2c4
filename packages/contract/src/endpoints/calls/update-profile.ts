import { ProfileResponse, UpdateProfileRequest } from '../accounts';
import { defineEndpoint } from '../../endpoint';

/** Updates the signed-in customer's profile. */
export const updateProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/updateprofile',
  summary: "Updates the signed-in customer's profile.",
  access: 'customer',
  body: UpdateProfileRequest,
  response: ProfileResponse,
});
