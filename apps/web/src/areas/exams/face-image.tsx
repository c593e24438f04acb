/**
 * A face photo (a reference or a check's capture). Face photos are private files, never on the
 * static route: the page reads each through the call that checks who asks
 * (examFaceCalls.faceImage) and shows it as a data URL.
 */
import { useQuery } from '@tanstack/react-query';
import { Image, Skeleton } from 'antd';
import { examApi } from '../../api/exams';

export function FaceImage({
  filePath,
  width,
  alt,
  testId,
}: {
  filePath: string;
  width: number;
  alt: string;
  testId?: string;
}) {
  const image = useQuery({
    queryKey: ['faceImage', filePath],
    queryFn: () => examApi.faceImage(filePath),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!image.data) return <Skeleton.Image active={image.isLoading} style={{ width, height: width * 0.75 }} />;
  return <Image src={image.data.dataUrl} width={width} alt={alt} data-testid={testId} />;
}
