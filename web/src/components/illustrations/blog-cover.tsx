import { Box, type BoxProps } from '@chakra-ui/react';
import { ArmchairIllustration } from './armchair';
import { PlantIllustration } from './plant';
import { SofaIllustration } from './sofa';
import { VasesIllustration } from './vase';

export type CoverSubject = 'sofa' | 'armchair' | 'vases' | 'plant';

interface BlogCoverProps extends BoxProps {
  subject: CoverSubject;
  tint: string;
  title?: string;
}

/** A blog cover: one of our furniture drawings on a soft tinted wall. */
export function BlogCover({ subject, tint, title, ...props }: BlogCoverProps) {
  return (
    <Box bg={tint} display="flex" alignItems="flex-end" justifyContent="center" overflow="hidden" {...props}>
      <Box w={subject === 'sofa' ? '78%' : subject === 'plant' ? '34%' : '52%'} h="78%" pb="4">
        {subject === 'sofa' && <SofaIllustration title={title} color="#443d35" accent="#eca927" />}
        {subject === 'armchair' && <ArmchairIllustration title={title} color="#a8872c" />}
        {subject === 'vases' && <VasesIllustration title={title} />}
        {subject === 'plant' && <PlantIllustration title={title} />}
      </Box>
    </Box>
  );
}
