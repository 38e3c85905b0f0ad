/**
 * The actions of one item of a list (an order, a group, an attachment) as labelled buttons: words
 * a person knows beside the icon, at least 44 × 44 px for a gloved finger, wrapping onto a second
 * line rather than hiding. An action that cannot be used now stays in its place, disabled, with
 * the reason written under its label ("Requiere conexión"), so the user learns why rather than
 * guessing.
 */
import { Button, chakra, Flex } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface ActionItem {
  id: string;
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  /** Why the action cannot be used now; present means disabled. */
  disabledReason?: string | null;
  /** The item's main action (e.g. open it): drawn solid, the rest outlined. */
  primary?: boolean;
}

export interface ActionButtonsProps {
  items: readonly ActionItem[];
  /** Names the group for assistive technology, e.g. "Acciones de la orden 4000…". */
  label: string;
}

export function ActionButtons({ items, label }: ActionButtonsProps) {
  const id = useId();
  return (
    <Flex role="group" aria-label={label} wrap="wrap" gap="2">
      {items.map((item) => {
        const reasonId = `${id}-${item.id}`;
        const reason = item.disabledReason ?? null;
        return (
          <Button
            key={item.id}
            minH="11"
            minW="11"
            h="auto"
            py="1.5"
            px="3"
            fontSize="md"
            variant={item.primary ? 'solid' : 'outline'}
            disabled={reason !== null}
            // The visible label is the name; the reason is read as its description.
            aria-label={reason === null ? undefined : item.label}
            aria-describedby={reason === null ? undefined : reasonId}
            onClick={item.onClick}
            _disabled={{
              opacity: 1,
              cursor: 'not-allowed',
              bg: 'gray.100',
              color: 'gray.800',
              borderColor: 'gray.400',
              borderStyle: 'dashed',
            }}
          >
            {item.icon}
            {reason === null ? (
              item.label
            ) : (
              <chakra.span
                display="flex"
                flexDirection="column"
                alignItems="start"
                lineHeight="short"
              >
                <span>{item.label}</span>
                <chakra.span id={reasonId} fontSize="sm" fontWeight="normal">
                  {reason}
                </chakra.span>
              </chakra.span>
            )}
          </Button>
        );
      })}
    </Flex>
  );
}
