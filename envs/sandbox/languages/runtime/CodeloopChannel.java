import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Runs the tests and reports each on descriptor 3 with the job's nonce, read from descriptor 4
 * before the tests run. The nonce attributes crashes and makes stray output count for nothing;
 * it is no secret the verdict rests on (a probe's observations are compared on the host).
 */
public final class CodeloopChannel {
    private CodeloopChannel() {}

    /** Runs {@code tests} from index {@code args[0]} on and reports each one. */
    public static void run(String[] args, CodeloopAssert.Body[] tests) throws IOException {
        StringBuilder read = new StringBuilder();
        try (FileInputStream in = new FileInputStream("/proc/self/fd/4")) {
            byte[] buf = new byte[128];
            int n;
            while ((n = in.read(buf)) > 0) {  // a pipe: readAllBytes would try to seek
                read.append(new String(buf, 0, n, StandardCharsets.US_ASCII));
            }
        }
        String nonce = read.toString().trim();
        OutputStream out = new FileOutputStream("/proc/self/fd/3");
        CodeloopObserve.open(nonce);
        int start = Integer.parseInt(args[0]);
        for (int k = start; k < tests.length; k++) {
            String status = "passed";
            String message = "";
            CodeloopObserve.test = k;
            try {
                tests[k].run();
            } catch (CodeloopObserve.Stop stop) {
                status = "passed";  // a probe ended the test after its last observation
            } catch (AssertionError failure) {
                status = "failed";
                message = String.valueOf(failure.getMessage());
            } catch (Throwable thrown) {
                status = "error";
                message = thrown.toString();
            }
            StringBuilder line = new StringBuilder("CLR1 ").append(nonce).append(' ').append(k)
                .append(' ').append(status).append(' ');
            for (byte b : message.getBytes(StandardCharsets.UTF_8)) {
                line.append(Character.forDigit((b >> 4) & 0xf, 16))
                    .append(Character.forDigit(b & 0xf, 16));
            }
            out.write(line.append('\n').toString().getBytes(StandardCharsets.US_ASCII));
            out.flush();
        }
    }
}
