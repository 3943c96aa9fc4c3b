import { ROLES, type RoleId } from '@spectrum/shared/constants';
import type { Role } from '../../__generated__/graphql';

/** The GraphQL role and the number the session and guards compare. */
export function roleIdOf(role: Role): RoleId {
  return role === 'SELLER' ? ROLES.seller : ROLES.customer;
}

export function roleOf(roleId: RoleId): Role {
  return roleId === ROLES.seller ? 'SELLER' : 'CUSTOMER';
}
