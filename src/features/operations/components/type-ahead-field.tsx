/**
 * A labelled type-ahead filter (Chakra's Combobox): typing narrows the options (the page decides
 * which, from a fixed list or from the server), arrows and Enter choose one, Escape closes the
 * list, and emptying the field or its clear button goes back to "all". The field, its buttons and
 * its options are 44 px tall for touch.
 */
import { Box, Combobox, createListCollection, Portal, Spinner } from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo } from 'react';
import { useSlotRecipe } from '../../../components/ui/use-lazy-recipes';
import type { TypeAheadOption } from '../type-ahead-options';

export interface TypeAheadFieldProps {
  label: string;
  /** What the empty field says (e.g. "Todos los usuarios"). */
  placeholder: string;
  /** The options for what is typed now. */
  options: readonly TypeAheadOption[];
  /** The chosen option; null: no filter. */
  selected: TypeAheadOption | null;
  onSelect: (option: TypeAheadOption | null) => void;
  /** The text typed (not the chosen option's words filled in after a choice: those are ''). */
  onTextChange: (text: string) => void;
  /** Said in the list when there is no option (too short a text, or no match). */
  emptyText: string;
  /** Options are being fetched for the text typed. */
  busy?: boolean;
  /** Open the list on a click in the field (a short fixed list). */
  openOnClick?: boolean;
  clearLabel: string;
  openLabel: string;
  busyLabel: string;
}

export function TypeAheadField(props: TypeAheadFieldProps) {
  useSlotRecipe('combobox', comboboxSlotRecipe);
  const { selected, options } = props;
  // The chosen option stays in the collection, so the field keeps its words while the text typed
  // since asks for others.
  const collection = useMemo(() => {
    const items =
      selected && !options.some((o) => o.value === selected.value)
        ? [selected, ...options]
        : [...options];
    return createListCollection<TypeAheadOption>({
      items,
      itemToString: (o) => o.label,
      itemToValue: (o) => o.value,
    });
  }, [options, selected]);

  return (
    <Box minW="0">
      <Combobox.Root
        collection={collection}
        value={selected ? [selected.value] : []}
        defaultInputValue={selected?.label ?? ''}
        onValueChange={(d) => props.onSelect(d.items[0] ?? null)}
        onInputValueChange={(d) => {
          // A choice, the clear button or a click outside fill in the field's words: not a search.
          if (d.reason !== undefined && d.reason !== 'input-change') {
            props.onTextChange('');
            return;
          }
          props.onTextChange(d.inputValue);
          if (d.inputValue.trim() === '' && selected) props.onSelect(null);
        }}
        openOnClick={props.openOnClick}
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
        size="md"
      >
        <Combobox.Label>{props.label}</Combobox.Label>
        <Combobox.Control>
          {/* Room for the open button, and the clear button once something is chosen or typed. */}
          <Combobox.Input
            minH="11"
            bg="white"
            pe={selected ? '24' : '12'}
            placeholder={props.placeholder}
          />
          <Combobox.IndicatorGroup gap="0">
            {props.busy && <Spinner size="xs" aria-label={props.busyLabel} me="1" />}
            <Combobox.ClearTrigger minW="11" minH="11" aria-label={props.clearLabel} />
            <Combobox.Trigger minW="11" minH="11" aria-label={props.openLabel} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              <Combobox.Empty px="3" py="2">
                {props.emptyText}
              </Combobox.Empty>
              {collection.items.map((o) => (
                <Combobox.Item key={o.value} item={o} minH="11">
                  <Combobox.ItemText>{o.label}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </Box>
  );
}
