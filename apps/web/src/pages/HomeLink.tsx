import { Button } from '@mantine/core';

/** The way back from an error page. */
export function HomeLink() {
  return (
    <Button component="a" href="/" variant="light">
      Go to the home page
    </Button>
  );
}
