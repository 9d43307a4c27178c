#!/bin/bash
# $1 = entry, $2 = port
rm -rf /tmp/dds$2
PORT=$2 DATA_DIR=/tmp/dds$2 HOST=127.0.0.1 BACKUP_DAILY=off WW_TEST_PGLITE_TEMPLATE=/tmp/pgt.tar ADMIN_PASSWORD=x-not-used-123456 LOG_REQUESTS=0 node $1 > /tmp/srv$2.log 2>&1 &
pid=$!
start=$(date +%s.%N)
for i in $(seq 1 900); do curl -s -o /dev/null -w "%{http_code}" http://127.0.0.1:$2/robots.txt 2>/dev/null | grep -q 200 && break; sleep 0.2; done
end=$(date +%s.%N)
read -r u s <<< $(awk '{print $14, $15}' /proc/$pid/stat)
echo "[$1] up in $(echo "$end - $start" | bc | cut -c1-5) s; cpu user $(echo "$u/100" | bc -l | cut -c1-5) sys $(echo "$s/100" | bc -l | cut -c1-5)"
kill -9 $pid
