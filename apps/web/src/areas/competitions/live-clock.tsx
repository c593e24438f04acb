/** The live clock of part 1 §2 (competition screens), refreshed every second, in the school's time. */
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { schoolTime } from '../../shared/school-time';

export function LiveClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography.Text className="competition-clock" data-testid="competition-clock">
      {/* A phone shows the time alone (styles.css): the date would push into the brand. */}
      <span className="competition-clock-date">{schoolTime(now).format('YYYY-MM-DD')} </span>
      {schoolTime(now).format('HH:mm:ss')}
    </Typography.Text>
  );
}
