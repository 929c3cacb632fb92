import { accountEndpoints, type ProfileUpdate } from '@urosim/contracts';
import { apiClient, isApiError } from '../../api/client';

/** The account's calls (issue 19, ADR 0129). */
export const accountApi = {
  extended: (signal?: AbortSignal) =>
    apiClient.call(accountEndpoints.extendedProfile, signal ? { signal } : {}),
  updateProfile: (body: ProfileUpdate) => apiClient.call(accountEndpoints.updateProfile, { body }),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    apiClient.call(accountEndpoints.changePassword, { body }),
  /** The picture's raw bytes (the api checks the type from them, not from the name). */
  uploadPicture: (file: Blob) => apiClient.call(accountEndpoints.uploadAvatar, { body: file as never }),
  removePicture: () => apiClient.call(accountEndpoints.deleteAvatar),
  saveExpertise: (specialties: string[]) =>
    apiClient.call(accountEndpoints.saveExpertise, { body: { specialties } }),
  addCertification: (body: { name: string; issuer: string; issuedOn: string }) =>
    apiClient.call(accountEndpoints.addCertification, { body }),
  removeCertification: (id: string) =>
    apiClient.call(accountEndpoints.deleteCertification, { params: { id } }),
  sessions: (signal?: AbortSignal) => apiClient.call(accountEndpoints.sessions, signal ? { signal } : {}),
  signOutSession: (id: string) => apiClient.call(accountEndpoints.signOutSession, { params: { id } }),
  signOutOthers: () => apiClient.call(accountEndpoints.signOutOtherSessions),
  changeEmail: (body: { newEmail: string; password: string }) =>
    apiClient.call(accountEndpoints.changeEmail, { body }),
  confirmEmailChange: (token: string) =>
    apiClient.call(accountEndpoints.confirmEmailChange, { body: { token } }),
  /** The privacy export the worker builds (ADR 0133): where it stands, and asking for one. */
  dataExport: (signal?: AbortSignal) => apiClient.call(accountEndpoints.gdprExport, signal ? { signal } : {}),
  requestDataExport: () => apiClient.call(accountEndpoints.requestGdprExport),
  deleteAccount: (body: { password: string; confirm: 'DELETE' }) =>
    apiClient.call(accountEndpoints.gdprDelete, { body }),
};

/** The api's message for each field it refused, by field name; the rest as one message. */
export const fieldErrorsOf = (error: unknown) => {
  const fields: Record<string, string> = {};
  if (!isApiError(error)) return { fields, message: error ? 'Something went wrong. Please try again.' : '' };
  for (const e of error.errors ?? []) if (e.path && !fields[e.path]) fields[e.path] = e.message;
  return { fields, message: Object.keys(fields).length > 0 ? '' : error.message };
};
