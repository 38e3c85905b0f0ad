/**
 * The role chosen in the user dialog: the roles its select offers (those the actor may assign,
 * plus the user's current role in an edit), and the chosen role with its options (api/role 21).
 * When the options cannot be loaded the role has none, so the supplier, crew and region
 * selectors stay hidden (spec 1 §5 Admin user).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { roleOptionQueryOptions } from '../api/user-dialog-lists';
import { roleListQueryOptions } from '../api/role-list-query';
import type { ChosenRole } from '../lib/user-form';

export interface RoleChoice {
  Id: number;
  Name: string;
}

export function useChosenRole(roleId: string, current: RoleChoice | null = null) {
  const roles = useQuery(roleListQueryOptions());
  const assignable: RoleChoice[] = (roles.data ?? []).filter((r) => r.Assignable);
  // A user keeps showing its current role even when the actor may not give it (their own).
  const choices =
    current && !assignable.some((r) => r.Id === current.Id) ? [current, ...assignable] : assignable;
  const id = roleId === '' ? null : Number(roleId);
  const option = useQuery(roleOptionQueryOptions(id));
  const listed = choices.find((r) => r.Id === id);
  const role: ChosenRole | null = listed
    ? {
        id: listed.Id,
        name: listed.Name,
        // Only the options api/role 21 answered count; a failed load hides the selectors.
        option: option.data?.RoleOption ?? null,
      }
    : null;
  // Form resolvers and Save read the chosen role after this render has settled.
  const roleRef = useRef<ChosenRole | null>(role);
  useEffect(() => {
    roleRef.current = role;
  });
  return { choices, role, roleRef, optionsFailed: id !== null && option.isError };
}
