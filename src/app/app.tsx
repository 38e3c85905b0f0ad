/** The providers: Chakra's system and the router (i18next is initialised before render). */
import { ChakraProvider } from '@chakra-ui/react';
import { RouterProvider } from '@tanstack/react-router';
import { router } from './router';
import { system } from './system';

export function App() {
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>
  );
}
