import type { User } from '../../generated/prisma/client.js';

export interface DashboardTasks {
  /** true = done. Personal info: e-mail and phone present. */
  personalInfo: boolean;
  profilePicture: boolean;
  bio: boolean;
  password: boolean;
  /** How many of the four are still open (spec §5 Dashboard tasks). */
  openCount: number;
}

export function dashboardTasks(
  user: Pick<User, 'email' | 'phoneNumber' | 'avatarAssetId' | 'bio' | 'passwordHash'>,
): DashboardTasks {
  const done = {
    personalInfo: Boolean(user.email?.trim() && user.phoneNumber?.trim()),
    profilePicture: user.avatarAssetId !== null,
    bio: Boolean(user.bio?.trim()),
    password: user.passwordHash !== null,
  };
  return { ...done, openCount: Object.values(done).filter((d) => !d).length };
}
